import type { ProductTemplate, ProductVariant } from '../../contract/catalogue'
import { useStatusToggle } from '../../lib/optimistic-row'
import { catalogueKeys, setTemplateStatus, setVariantStatus, type StatusChange } from './api'

const serverText = ['message', 'error', 'detail'] as const

/** Flips a template's status at once in every cached list page; rolls back with an error toast if refused. */
export const useTemplateStatus = () =>
  useStatusToggle<ProductTemplate, StatusChange>({
    listKey: catalogueKeys.templateLists(),
    rowId: (row) => row.id,
    mutationFn: setTemplateStatus,
    apply: (row, change) => ({ ...row, status: change.status }),
    errorFields: serverText,
    fallback: 'Could not change the template status',
  })

export const useVariantStatus = () =>
  useStatusToggle<ProductVariant, StatusChange>({
    listKey: catalogueKeys.variantLists(),
    rowId: (row) => row.id,
    mutationFn: setVariantStatus,
    apply: (row, change) => ({ ...row, status: change.status }),
    errorFields: serverText,
    fallback: 'Could not change the variant status',
  })
