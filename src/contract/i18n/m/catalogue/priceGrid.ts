import { message, type Message } from '../../locale'

export const priceGrid: Message = /* @__PURE__ */ message('catalogue', 'priceGrid', `Price grid`)
