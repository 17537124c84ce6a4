import { createFileRoute } from '@tanstack/react-router'
import { variantImport } from '../../../../contract/import'
import { variants } from '../../../../features/catalogue/api'
import { ImportScreen } from '../../../../ui/import/import-screen'
import * as m from '../../../../paraglide/m/catalogue'

function VariantImportScreen() {
  return <ImportScreen importer="product_variants" spec={variantImport} title={m.importVariants()} listPath="/products/variants" listKey={variants.keys.all} />
}

export const Route = createFileRoute('/_app/products/variants/import')({ component: VariantImportScreen })
