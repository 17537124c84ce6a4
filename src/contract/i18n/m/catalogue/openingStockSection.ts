import { message, type Message } from '../../locale'

export const openingStockSection: Message = /* @__PURE__ */ message('catalogue', 'openingStockSection', `Opening stock`)
