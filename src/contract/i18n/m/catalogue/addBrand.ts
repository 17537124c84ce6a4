import { message, type Message } from '../../locale'

export const addBrand: Message = /* @__PURE__ */ message('catalogue', 'addBrand', `Add brand`)
