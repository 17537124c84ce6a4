import { createFileRoute } from '@tanstack/react-router'
import { CountScreen } from '../../features/catalogue/count-screen'

// Not nested in /inventory's screen (inventory_): the Count stock sheet at /inventory/count.
export const Route = createFileRoute('/_app/inventory_/count')({
  component: CountScreen,
})
