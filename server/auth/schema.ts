import type { Locale } from '../../src/contract/i18n/locale'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { at, createdAt, oneOf } from '../kit/columns'

/** What a one-time code is for: signing in, or resetting the password. */
const codePurposes = ['login', 'reset'] as const
/** A member's standing: an invited person is an invite row (server/areas/team/schema.ts), not a user. */
const memberStatuses = ['active', 'deactivated'] as const
export const revokeReasons = ['signed_out', 'deactivated'] as const
export type RevokeReason = (typeof revokeReasons)[number]

export const organisations = pgTable('organisations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  image: text('image'),
  city: text('city').notNull(),
  address: text('address').notNull(),
  createdAt: createdAt(),
})

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().unique('users_email_key'),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    city: text('city').notNull(),
    /** The language the person reads the app in (src/contract/i18n): English until they choose Hindi. */
    language: text('language').$type<Locale>().notNull().default('en'),
    /** 'active', or 'deactivated' (signed out everywhere, kept for history and old records' names); docs/accounts.md#members. */
    status: text('status', { enum: memberStatuses }).notNull().default('active'),
    deactivatedAt: at('deactivated_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('users_org_id_idx').on(t.orgId),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_language', sql`${t.language} in ('en', 'hi')`),
    oneOf('users_status', t.status, memberStatuses),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_key'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** Why it ended early: the person signed out, signed this device out from another, or was deactivated (the 401 says which). */
    revokedReason: text('revoked_reason', { enum: revokeReasons }),
    /** The browser's User-Agent and the client's address at sign-in; when the session was last used (at most once a minute). */
    userAgent: text('user_agent'),
    ip: text('ip'),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_org_created_idx').on(t.orgId, t.createdAt)],
)

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    lastSentAt: at('last_sent_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // At most one live code per email and purpose: a new one replaces the old in place.
    uniqueIndex('one_time_codes_live_key')
      .on(t.email, t.purpose)
      .where(sql`${t.consumedAt} is null`),
    oneOf('one_time_codes_purpose', t.purpose, codePurposes),
  ],
)

export const resetTokens = pgTable(
  'reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('reset_tokens_user_id_idx').on(t.userId)],
)

/** The owning organisation of an area's row; deleting the organisation deletes its rows. */
export const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' })
