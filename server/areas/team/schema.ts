import { sql } from 'drizzle-orm'
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orgId, users } from '../../auth/schema'
import { at, createdAt } from '../../kit/columns'

/**
 * Invitations to join an organisation (docs/accounts.md#invites): the raw token exists only in the link sent to the
 * invitee; the row keeps its sha256. Single use (`accepted_at`), revocable (`revoked_at`), 7 days to accept; a resend
 * replaces the hash, so the old link is dead.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** A role key (docs: roles as data); validated through server/auth/role-checks.ts. */
    role: text('role').notNull(),
    invited_by: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').notNull(),
    expires_at: at('expires_at').notNull(),
    accepted_at: at('accepted_at'),
    revoked_at: at('revoked_at'),
    created_at: createdAt(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_token_hash_key').on(t.token_hash),
    // At most one open invite per organisation and address: inviting again is a resend.
    uniqueIndex('invites_open_key')
      .on(t.org_id, t.email)
      .where(sql`${t.accepted_at} is null and ${t.revoked_at} is null`),
    index('invites_org_created_idx').on(t.org_id, t.created_at),
  ],
)
