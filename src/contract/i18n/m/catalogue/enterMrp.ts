import { message, type Message } from '../../locale'

export const enterMrp: Message = /* @__PURE__ */ message('catalogue', 'enterMrp', `Please enter the MRP`)
