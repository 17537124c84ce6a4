import { locations, productStatuses, type ProductStatus } from '../../contract/catalogue/list'
import * as m from '../../paraglide/m/catalogue'

const statusLabel = (status: ProductStatus) => (status === 'active' ? m.labelActive() : m.statusInactive())
export const statusOptions = productStatuses.map((value) => ({ value, label: statusLabel(value) }))
// The city's name is read when shown, in the page's language.
export const locationOptions = locations.map((item) => ({
  value: item.value,
  get label() {
    return item.label
  },
}))
export const gstLabel = (rate: number) => m.gstPercent({ rate })
