import { message, type Message } from '../../locale'

export const inStock: Message = /* @__PURE__ */ message('catalogue', 'inStock', `In stock`)
