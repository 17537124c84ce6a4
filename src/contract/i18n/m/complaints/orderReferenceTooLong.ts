import { message, type Message } from '../../locale'

export const orderReferenceTooLong: Message = /* @__PURE__ */ message('complaints', 'orderReferenceTooLong', `An order reference must be at most 40 characters`)
