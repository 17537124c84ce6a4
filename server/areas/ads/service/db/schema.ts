import { sql } from 'drizzle-orm'
import { bigint, check, date, index, integer, pgSchema, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { objectives, placements } from '../../../../../src/contract/ads'
import { adStatuses, campaignStatuses } from '../../../../../src/contract/ads/list'
import { historyColumns } from '../../../../kit/columns'

/**
 * The ads service's own tables, in their own PostgreSQL schema: the service may share a database server with the
 * main API (or even its database) without either touching the other's tables.
 */
export const adsSchema = pgSchema('ads')

const at = (name: string) => timestamp(name, { withTimezone: true })

export const campaigns = adsSchema.table(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id').notNull(),
    name: text('name').notNull(),
    objective: text('objective', { enum: objectives }).notNull(),
    budget_paise: bigint('budget_paise', { mode: 'number' }).notNull(),
    starts_on: date('starts_on').notNull(),
    ends_on: date('ends_on').notNull(),
    status: text('status', { enum: campaignStatuses }).notNull(),
    /** The sum of its ads' daily spend, kept with the metrics so the list reads no metrics. */
    spent_paise: bigint('spent_paise', { mode: 'number' }).notNull().default(0),
    /** The Idempotency-Key of the create that made the row: one row per key and organisation. */
    idempotency_key: text('idempotency_key'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('campaigns_org_created_idx').on(t.org_id, t.created_at),
    uniqueIndex('campaigns_org_key').on(t.org_id, t.idempotency_key),
    check('campaigns_dates', sql`${t.ends_on} >= ${t.starts_on}`),
  ],
)

export const ads = adsSchema.table(
  'ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    org_id: uuid('org_id').notNull(),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    name: text('name').notNull(),
    placement: text('placement', { enum: placements }).notNull(),
    status: text('status', { enum: adStatuses }).notNull(),
    /** Lifetime sums of its daily metrics, kept with them: the list without a date range reads these. */
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    spend_paise: bigint('spend_paise', { mode: 'number' }).notNull().default(0),
    idempotency_key: text('idempotency_key'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ads_org_created_idx').on(t.org_id, t.created_at),
    index('ads_campaign_idx').on(t.campaign_id),
    uniqueIndex('ads_org_key').on(t.org_id, t.idempotency_key),
  ],
)

/** One row per ad and day; the campaign is repeated so a campaign's plot reads one index. */
export const adDailyMetrics = adsSchema.table(
  'ad_daily_metrics',
  {
    org_id: uuid('org_id').notNull(),
    ad_id: uuid('ad_id')
      .notNull()
      .references(() => ads.id),
    campaign_id: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    day: date('day').notNull(),
    impressions: integer('impressions').notNull(),
    clicks: integer('clicks').notNull(),
    spend_paise: bigint('spend_paise', { mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('ad_daily_metrics_ad_day').on(t.ad_id, t.day), index('ad_daily_metrics_campaign_day').on(t.campaign_id, t.day)],
)

/**
 * The service's own trail of changes (docs/history.md#the-ads-service): the main API's `history_entries` columns, in
 * this database, written and checked by the same kit (server/kit/history.ts, history-chain.ts).
 */
export const historyEntries = adsSchema.table('history_entries', historyColumns(), (t) => [
  uniqueIndex('history_entries_org_seq').on(t.org_id, t.seq),
  index('history_entries_record_idx').on(t.org_id, t.record_type, t.record_id, t.at, t.seq),
])
