import { message, type Message } from '../../locale'

export const labelOnHand: Message = /* @__PURE__ */ message('catalogue', 'labelOnHand', `On hand`)
