import { message, type Message } from '../../locale'

export const openingStockText: Message = /* @__PURE__ */ message('catalogue', 'openingStockText', `Units on hand in each location now. Leave blank for none.`)
