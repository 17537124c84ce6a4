import { createFileRoute } from '@tanstack/react-router'
import { StockPanelScreen } from '../../features/catalogue/stock-panel-screen'

// Not nested in /inventory's screen (inventory_): a variant's stock panel at /inventory/variants/$id.
export const Route = createFileRoute('/_app/inventory_/variants/$id')({
  component: StockPanelScreen,
})
