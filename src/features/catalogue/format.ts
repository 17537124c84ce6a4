import { locations, productStatuses, type ProductStatus } from '../../contract/catalogue-lists'
import * as m from '../../contract/i18n/m/catalogue'

const statusLabel = (status: ProductStatus) => (status === 'active' ? m.labelActive() : m.statusInactive())
export const statusOptions = productStatuses.map((value) => ({ value, label: statusLabel(value) }))
export const locationOptions = locations.map((item) => ({ value: item.value, label: item.label }))
export const gstLabel = (rate: number) => m.gstPercent({ rate })
