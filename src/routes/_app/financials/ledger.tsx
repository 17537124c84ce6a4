import { createFileRoute } from '@tanstack/react-router'
import { ledgerQuery } from '../../../features/money/api'
import { ledgerList } from '../../../features/money/ledger-list'
import { LedgerScreen } from '../../../features/money/ledger-screen'

export const Route = createFileRoute('/_app/financials/ledger')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(ledgerQuery(ledgerList.queryOf(deps))),
  component: LedgerScreen,
})
