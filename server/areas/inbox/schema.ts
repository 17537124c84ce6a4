import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { notificationKinds } from '../../../src/contract/inbox'
import { orgId, users } from '../../auth/schema'
import { at, createdAt, oneOf } from '../../kit/columns'

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
