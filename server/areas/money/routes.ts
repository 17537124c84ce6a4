import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { indiaDay } from '../../../src/contract/business-time'
import { adjustmentBody, balanceSeriesQuery, ledgerCsv, ledgerListQuery, trialBalanceQuery, walletTxCsv, walletTxListQuery } from '../../../src/contract/money'
import { answer } from '../../kit/answer'
import { requireArea, requireAuth } from '../../auth/middleware'
import { created } from '../../kit/idempotent'
import { resourceRoutes } from '../../kit/resource-routes'
import type { AppDeps, AppEnv } from '../../kit/types'
import { listLedger } from './ledger-reads'
import { balanceSeries, listWallets, listWalletTx, trialBalance } from './reads'
import { adjustWallet, reversePosting } from './postings'
import { found } from '../../kit/result'
import { readWalletTx } from './wallet-reads'
import { topUpRoutes } from './top-up-routes'
import { adjustmentRecorded, trialBalanceLoaded, walletBalanceLoaded, walletsLoaded, walletTxLoaded, walletTxNotFound } from '../../../src/paraglide/m/money'
import { ledgerLoaded, walletTxsLoaded } from '../../../src/paraglide/m/server'

const dayMs = 86_400_000
const maxSeriesDays = 400
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

/** Every /api/financials/* path: the two lists of docs/areas/money.md#api, and the trial balance, wallets, plot and adjustments behind them. */
export function moneyRoutes(deps: AppDeps) {
  const { db } = deps
  const wallet = requireArea('/financials/wallet-transactions')
  const ledger = requireArea('/financials/ledger')
  const either = requireArea('/financials/wallet-transactions', '/financials/ledger')
  const app = new Hono<AppEnv>().use(requireAuth(db))
  resourceRoutes(app, db)
    .list('/wallet-payments', walletTxListQuery, (scope, params, signal) => listWalletTx(db, scope.orgId, params, signal), walletTxCsv, {
      guard: wallet,
      says: walletTxsLoaded,
    })
    .get('/wallet-payments/:id', { guard: wallet }, async (c) =>
      answer(c, found(await readWalletTx(db, c.get('orgId'), c.req.param('id')), walletTxNotFound()), walletTxLoaded()),
    )
    .list('/ledger-entries', ledgerListQuery, (scope, params) => listLedger(db, scope.orgId, params), ledgerCsv, { guard: ledger, says: ledgerLoaded })
    .get('/trial-balance', { guard: ledger, query: trialBalanceQuery }, async (c, { query }) => {
      const data = await trialBalance(db, c.get('orgId'), query.on ?? indiaDay())
      return c.json({ status: true, message: trialBalanceLoaded(), data })
    })
    .get('/wallets', { guard: either }, async (c) => c.json({ status: true, message: walletsLoaded(), data: await listWallets(db, c.get('orgId')) }))
    .get('/wallet-balance', { guard: wallet, query: balanceSeriesQuery }, async (c, { query }) => {
      const to = query.to ?? indiaDay()
      const earliest = shiftDay(to, -maxSeriesDays)
      const from = [query.from ?? shiftDay(to, -29), earliest].sort()[1]
      if (!from || from > to) return c.json({ status: true, message: walletBalanceLoaded(), data: [] })
      const data = await balanceSeries(db, c.get('orgId'), from, to, query.wallet_id)
      return c.json({ status: true, message: walletBalanceLoaded(), data })
    })
    .post('/adjustments', { guard: either, keyed: true, json: adjustmentBody }, (c, { json }) =>
      created(c, adjustmentRecorded(), (key) => {
        const body = json
        const reference = `ADJ-${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
        const created_by = c.get('user').id
        if (body.action === 'reversal')
          return reversePosting(db, c.get('orgId'), { id: body.reverses_id ?? '', reason: body.reason, reference, created_by }, key, 'adjusted')
        const type = body.action === 'top_up' ? 'credit' : 'debit'
        return adjustWallet(
          db,
          c.get('orgId'),
          { wallet_id: body.wallet_id ?? '', type, amount_paise: body.amount_paise ?? 0, reason: body.reason, reference, created_by },
          key,
          'adjusted',
        )
      }),
    )
  return app.route('/', topUpRoutes(deps))
}
