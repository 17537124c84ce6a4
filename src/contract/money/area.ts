import * as m from '../../paraglide/m/money'
import { defineArea } from '../kit/area'

export const moneyArea = defineArea({
  name: 'money',
  group: 'Financials',
  screens: [
    {
      path: '/financials/wallet-transactions',
      label: m.navWallet,
      icon: 'wallet',
      description: 'Credits and debits with the balance after each.',
      roles: ['owner', 'finance'],
    },
    { path: '/financials/ledger', label: m.navLedger, icon: 'book', description: 'Ledger entries with a running balance.', roles: ['owner', 'finance'] },
  ],
  records: {
    wallet_transaction: {
      label: m.recordTypeWalletTransaction,
      screen: '/financials/wallet-transactions',
      live: { resources: [], others: [['money'], ['booking', 'wallet']] },
    },
    ledger_entry: { label: m.recordTypeLedgerEntry, screen: '/financials/ledger', live: { resources: [], others: [['money']] } },
  },
})
