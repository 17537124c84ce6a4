import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { notificationKinds } from '../../../src/contract/inbox'
import { orgId, users } from '../../auth/schema'
import type { Channels } from '../../../src/contract/inbox/notification-settings'
import type { NotificationKind } from '../../../src/contract/inbox'
import { at, createdAt, oneOf, updatedAt } from '../../kit/columns'

/**
 * One notification for one person (docs/areas/inbox.md): written by the server in the transaction of the change that
 * caused it (or by its job), its title already in the person's language. `link` is the app path that opens the record.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** What it is about, as the history names records ('complaint', 'member', …), and its id. */
    record_type: text('record_type'),
    record_id: text('record_id'),
    link: text('link'),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    read_at: at('read_at'),
    created_at: createdAt(),
  },
  (t) => [oneOf('notifications_kind_check', t.kind, notificationKinds), index('notifications_user_idx').on(t.user_id, t.read_at, t.created_at)],
)

/**
 * The VAPID key pair web push signs with (docs/areas/inbox.md#push): from the environment, else made at the first start
 * and kept here, one row, so every API process on the database signs with the same pair.
 */
export const pushKeys = pgTable('push_keys', {
  id: text('id').primaryKey(),
  public_key: text('public_key').notNull(),
  private_key: text('private_key').notNull(),
  created_at: createdAt(),
})

/** One device's push subscription (its browser's endpoint and keys), removed when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.user_id)],
)

/**
 * A person's notification preferences (docs/areas/inbox.md#preferences); no row means the defaults
 * (src/contract/inbox/notification-settings.ts). `channels` holds only the kinds the person set. `digest_on` is the person's
 * local date of the last digest sent, so the hourly digest job sends one a day at most.
 */
export const notificationSettings = pgTable('notification_settings', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  org_id: orgId(),
  channels: jsonb('channels').$type<Partial<Record<NotificationKind, Channels>>>().notNull().default({}),
  digest: boolean('digest').notNull().default(false),
  quiet_start: text('quiet_start'),
  quiet_end: text('quiet_end'),
  time_zone: text('time_zone').notNull().default('Asia/Kolkata'),
  digest_on: text('digest_on'),
  updated_at: updatedAt(),
})
