import { createFileRoute } from '@tanstack/react-router'
import { TransferScreen } from '../../features/catalogue/transfer-screen'

// Not nested in /inventory's screen (inventory_): the Transfer stock sheet at /inventory/transfer.
export const Route = createFileRoute('/_app/inventory_/transfer')({
  component: TransferScreen,
})
