import { message, type Message } from '../../locale'

export const skuPlaceholder: Message = /* @__PURE__ */ message('catalogue', 'skuPlaceholder', `e.g. KURTA-BLU-M`)
