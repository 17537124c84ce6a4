import { message, type Message } from '../../locale'

export const chooseCustomer: Message = /* @__PURE__ */ message('complaints', 'chooseCustomer', `Please choose the customer`)
