import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { orgId } from '../../auth/schema'
import { at, createdAt, updatedAt } from '../../kit/columns'

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    city: text('city', { enum: ['hyd', 'delhi'] }).notNull(),
    plan: text('plan', { enum: ['basic', 'plus', 'premium'] }).notNull(),
    status: text('status', { enum: ['active', 'paused', 'cancelled'] }).notNull(),
    since: at('since').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('subscribers_org_since_idx').on(t.org_id, t.since),
    index('subscribers_org_name_idx').on(t.org_id, t.name),
    // The list's search is ILIKE '%term%' over name, phone and email: trigram indexes (pg_trgm, migration 0002).
    index('subscribers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('subscribers_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    index('subscribers_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('subscribers_city', sql`${t.city} in ('hyd', 'delhi')`),
    check('subscribers_plan', sql`${t.plan} in ('basic', 'plus', 'premium')`),
    check('subscribers_status', sql`${t.status} in ('active', 'paused', 'cancelled')`),
  ],
)
