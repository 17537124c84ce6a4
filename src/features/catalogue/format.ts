import { locations, productStatuses, type ProductStatus } from '../../contract/catalogue-lists'

const statusLabel = (status: ProductStatus) => (status === 'active' ? 'Active' : 'Inactive')
export const statusOptions = productStatuses.map((value) => ({ value, label: statusLabel(value) }))
export const locationOptions = locations.map((item) => ({ value: item.value, label: item.label }))
export const gstLabel = (rate: number) => `${rate}%`
