import { message, type Message } from '../../locale'

export const enterCustomerName: Message = /* @__PURE__ */ message('booking', 'enterCustomerName', `Please enter the customer name`)
