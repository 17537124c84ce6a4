import { message, type Message } from '../../locale'

export const saveChanges: Message = /* @__PURE__ */ message('promo-codes', 'saveChanges', `Save changes`)
