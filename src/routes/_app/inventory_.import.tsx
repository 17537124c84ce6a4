import { createFileRoute } from '@tanstack/react-router'
import { inventoryCountImport } from '../../contract/import'
import { inventory } from '../../features/catalogue/api'
import { ImportScreen } from '../../ui/import/import-screen'
import * as m from '../../paraglide/m/catalogue'

function InventoryImportScreen() {
  return (
    <ImportScreen importer="inventory_counts" spec={inventoryCountImport} title={m.importStockCounts()} listPath="/inventory" listKey={inventory.keys.all} />
  )
}

// Not nested in /inventory's screen (inventory_): its own page at /inventory/import.
export const Route = createFileRoute('/_app/inventory_/import')({ component: InventoryImportScreen })
