import { createFileRoute, useSearch } from '@tanstack/react-router'
import { ledgerQuery } from '../../../features/money/api'
import { ledgerList } from '../../../features/money/ledger-list'
import { LedgerScreen } from '../../../features/money/ledger-screen'
import { listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/financials/ledger')({
  ...listRouteSearch,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(ledgerQuery(ledgerList.queryOf(deps))),
  component: ListRoute,
})

function ListRoute() {
  return <LedgerScreen search={useSearch({ from: '/_app/financials/ledger' })} />
}
