import { createFileRoute } from '@tanstack/react-router'
import { walletTxQuery } from '../../../features/money/api'
import { walletTxList } from '../../../features/money/wallet-list'
import { WalletTxScreen } from '../../../features/money/wallet-screen'

export const Route = createFileRoute('/_app/financials/wallet-transactions')({
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(walletTxQuery(walletTxList.queryOf(deps))),
  component: WalletTxScreen,
})
