import { historyPaths } from '../../src/contract/history'
import { get } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

/**
 * The history's rows of the shared-rules table (tests/server/endpoints.ts): a record's history opens for the roles of
 * the record's screen. The Activity screen (owner and manager) and the chain check (owner) have no screen path of their
 * own here; tests/server/history-reads.test.ts checks their roles.
 */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/history/{type}/{id}': { kind: 'list', areas: ['/promo-codes'], call: ({ ids }) => get(historyPaths.record('promo_code', ids.promoCodeId)) },
}
