import { message, type Message } from '../../locale'

export const selectBrand: Message = /* @__PURE__ */ message('form', 'selectBrand', `Select brand`)
