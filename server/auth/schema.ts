import type { Locale } from '../../src/contract/i18n/locale'
import { sql } from 'drizzle-orm'
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { Grants } from '../../src/contract/permissions'
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

/**
 * Each organisation's roles (docs/accounts.md#roles-as-data): the eight defaults (`builtin`, keyed 'owner' … 'dispatcher',
 * named by the catalogue in the reader's language) and its own ('r-<short id>', named here). `users.role` holds the key.
 * `grants`: screen path → 'view' | 'change'; a path not in it is closed (server/auth/roles.ts).
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    builtin: boolean('builtin').notNull().default(false),
    grants: jsonb('grants').$type<Grants>().notNull().default({}),
    /** Its people sign in with an authenticator app, not an SMS code (docs/accounts.md#authenticator-app). */
    requireTotp: boolean('require_totp').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('roles_org_key').on(t.orgId, t.key)],
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

/**
 * A person's authenticator app (RFC 6238, docs/accounts.md#authenticator-app): its secret (never answered after the setup
 * that showed it), confirmed once a code from the app matched; `last_step` is the last time step used, so a code is
 * not taken twice.
 */
export const authenticators = pgTable('authenticators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: at('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
})

/** Ten single-use backup codes per authenticator, stored hashed; a used one has `used_at`. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('backup_codes_user_hash_key').on(t.userId, t.codeHash)],
)

/** The owning organisation of an area's row; deleting the organisation deletes its rows. */
export const orgId = () =>
  uuid('org_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' })
