import { eq } from 'drizzle-orm'
import { adjustmentSavedResponse } from '../../src/contract/money'
import { brands } from '../../server/areas/catalogue/schema'
import { walletTransactions, wallets } from '../../server/areas/money/schema'
import { demoOrgId } from './catalogue-fixtures'
import { get } from './endpoint-kit'
import type { Endpoint } from './endpoint-kit'

const walletArea = ['/financials/wallet-transactions'] as const
const ledgerArea = ['/financials/ledger'] as const

/** The money area's rows of the shared-rules table (tests/server/endpoints.ts). */
export const endpoints: Record<string, Endpoint> = {
  'GET /api/financials/wallet-payments': { kind: 'list', areas: walletArea, call: () => get('/api/financials/wallet-payments') },
  'GET /api/financials/wallet-payments/{id}': {
    kind: 'detail',
    areas: walletArea,
    call: async ({ t, ids }) => {
      // ids are the organisation's (Kesar's, or Lotus's for the 404 rule): a posting of the same organisation as its brand.
      const [row] = await t.db
        .select({ id: walletTransactions.id })
        .from(walletTransactions)
        .innerJoin(brands, eq(brands.org_id, walletTransactions.org_id))
        .where(eq(brands.id, ids.brandId))
        .limit(1)
      return get(`/api/financials/wallet-payments/${row?.id}`)
    },
  },
  'GET /api/financials/ledger-entries': { kind: 'list', areas: ledgerArea, call: () => get('/api/financials/ledger-entries') },
  'GET /api/financials/trial-balance': { kind: 'read', areas: ledgerArea, call: () => get('/api/financials/trial-balance') },
  'GET /api/financials/wallets': { kind: 'read', areas: [...walletArea, ...ledgerArea], call: () => get('/api/financials/wallets') },
  'GET /api/financials/wallet-balance': { kind: 'read', areas: walletArea, call: () => get('/api/financials/wallet-balance') },
  'POST /api/financials/adjustments': {
    kind: 'create',
    history: { type: 'wallet_transaction', action: 'adjusted' },
    areas: [...walletArea, ...ledgerArea],
    table: walletTransactions,
    saved: adjustmentSavedResponse,
    call: async ({ t, unique }) => {
      const [wallet] = await t.db.select({ id: wallets.id }).from(wallets).where(eq(wallets.org_id, demoOrgId)).limit(1)
      return {
        method: 'POST',
        path: '/api/financials/adjustments',
        body: { action: 'top_up', wallet_id: wallet?.id, amount_paise: 100, reason: `Shared rules ${unique}` },
      }
    },
  },
}
