import { message, type Message } from '../../locale'

export const labelCustomer: Message = /* @__PURE__ */ message('complaints', 'labelCustomer', `Customer`)
