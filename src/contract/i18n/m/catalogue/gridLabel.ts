import { message, type Message } from '../../locale'

export const gridLabel: Message = /* @__PURE__ */ message('catalogue', 'gridLabel', `Product variants: price and stock`)
