import { message, type Message } from '../../locale'

export const enterCarTypeName: Message = /* @__PURE__ */ message('booking', 'enterCarTypeName', `Please enter the car type name`)
