import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { organisations, users } from '../../auth/schema'
import { at, createdAt } from '../../kit/columns'

/**
 * An organisation's API keys (docs/integrations.md): `secret_hash` is sha256 of the secret (shown once, never kept);
 * `hint` its first characters, to tell keys apart. `role` is a role key of the organisation (roles.key), whose grants
 * the key has. A revoked or expired key signs nothing in; `last_used_*` move at most once a minute.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    secret_hash: text('secret_hash').notNull().unique('api_keys_secret_hash_key'),
    hint: text('hint').notNull(),
    rate_limit_per_minute: integer('rate_limit_per_minute').notNull().default(600),
    created_by: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: at('expires_at'),
    revoked_at: at('revoked_at'),
    last_used_at: at('last_used_at'),
    last_used_ip: text('last_used_ip'),
  },
  (t) => [index('api_keys_org_created_idx').on(t.org_id, t.created_at)],
)
