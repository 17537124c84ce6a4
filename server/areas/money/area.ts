import type { Area } from '../../kit/area'
import { organisationWallet } from './organisation-wallet'
import { moneyRoutes } from './routes'
import { paymentWebhookRoutes } from './top-up-routes'
import { moneyCounts } from './tiles'
import { moneySeed } from './seed'

/** Wallets, their transactions, the ledger and adjustments (the spec's financials). */
export const money: Area = {
  name: 'money',
  mounts: [
    { prefix: '/api/financials', routes: moneyRoutes },
    { prefix: '/api/payments', routes: paymentWebhookRoutes },
  ],
  tiles: { counts: moneyCounts },
  seed: moneySeed,
  organisationCreated: organisationWallet,
}
