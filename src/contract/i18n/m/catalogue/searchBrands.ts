import { message, type Message } from '../../locale'

export const searchBrands: Message = /* @__PURE__ */ message('catalogue', 'searchBrands', `Search brands`)
