-- Custom SQL migration file, put your code below! --
-- Trigram indexes (0003) let ILIKE '%term%' searches skip rows that cannot match.
-- pg_trgm is a trusted contrib extension: a database owner may create it (PostgreSQL 13+);
-- PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
