import { historyPaths } from '../../src/contract/history'
import { get } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

/**
 * The history's rows of the shared-rules table (tests/server/endpoints.ts): a record's history opens for the roles of
 * the record's screen, the organisation's activity for the roles of /activity. The chain check (owner) has no screen
 * of its own; tests/server/history-reads.test.ts checks its roles.
 */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/history/{type}/{id}': { kind: 'list', areas: ['/promo-codes'], call: ({ ids }) => get(historyPaths.record('promo_code', ids.promoCodeId)) },
  'GET /api/activity': { kind: 'list', areas: ['/activity'], call: () => get(historyPaths.activity) },
  'GET /api/activity/people': { kind: 'read', areas: ['/activity'], call: () => get(historyPaths.activityPeople) },
}
