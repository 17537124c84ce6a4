import { createFileRoute } from '@tanstack/react-router'
import { promoCodeImport } from '../../../contract/import'
import { promoCodes } from '../../../features/promo-codes/api'
import { ImportScreen } from '../../../ui/import/import-screen'
import * as m from '../../../paraglide/m/promo-codes'

function PromoCodeImportScreen() {
  return <ImportScreen importer="promo_codes" spec={promoCodeImport} title={m.importCodes()} listPath="/promo-codes" listKey={promoCodes.keys.all} />
}

export const Route = createFileRoute('/_app/promo-codes/import')({ component: PromoCodeImportScreen })
