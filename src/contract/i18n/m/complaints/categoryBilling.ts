import { message, type Message } from '../../locale'

export const categoryBilling: Message = /* @__PURE__ */ message('complaints', 'categoryBilling', `Billing`)
