import type { Area } from '../../kit/area'
import { organisationWallet } from './organisation-wallet'
import { moneyRoutes } from './routes'
import { moneyCounts } from './tiles'
import { moneySeed } from './seed'

/** Wallets, their transactions, the ledger and adjustments (the spec's financials). */
export const money: Area = {
  name: 'money',
  mounts: [{ prefix: '/api/financials', routes: moneyRoutes }],
  tiles: { counts: moneyCounts },
  seed: moneySeed,
  organisationCreated: organisationWallet,
}
