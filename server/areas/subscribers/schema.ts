import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { subscriberCities, subscriberPlans, subscriberStatuses } from '../../../src/contract/subscribers/list'
import { orgId } from '../../auth/schema'
import { at, createdAt, oneOf, updatedAt } from '../../kit/columns'

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: orgId(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    city: text('city', { enum: subscriberCities }).notNull(),
    plan: text('plan', { enum: subscriberPlans }).notNull(),
    status: text('status', { enum: subscriberStatuses }).notNull(),
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
    oneOf('subscribers_city', t.city, subscriberCities),
    oneOf('subscribers_plan', t.plan, subscriberPlans),
    oneOf('subscribers_status', t.status, subscriberStatuses),
  ],
)
