import { createFileRoute, useSearch } from '@tanstack/react-router'
import { walletTxQuery } from '../../../features/money/api'
import { walletTxList } from '../../../features/money/wallet-list'
import { WalletTxScreen } from '../../../features/money/wallet-screen'
import { listRouteSearch } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/financials/wallet-transactions')({
  ...listRouteSearch,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(walletTxQuery(walletTxList.queryOf(deps))),
  component: ListRoute,
})

function ListRoute() {
  return <WalletTxScreen search={useSearch({ from: '/_app/financials/wallet-transactions' })} />
}
