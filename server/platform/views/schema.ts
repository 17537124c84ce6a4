import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { orgId, users } from '../../auth/schema'
import { createdAt, updatedAt } from '../../kit/columns'

/** Saved views of the lists (docs/api.md#views): a person's named search, filters and sort of one list. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The list's app path ('/complaints'). */
    list_key: text('list_key').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string | number | boolean>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    is_default: boolean('is_default').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('saved_views_org_list_idx').on(t.org_id, t.list_key),
    uniqueIndex('saved_views_owner_list_name_key').on(t.owner_id, t.list_key, t.name),
    // One default per person and list.
    uniqueIndex('saved_views_owner_default_key')
      .on(t.owner_id, t.list_key)
      .where(sql`${t.is_default}`),
  ],
)
