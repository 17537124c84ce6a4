import { message, type Message } from '../../locale'

export const enterDriver: Message = /* @__PURE__ */ message('booking', 'enterDriver', `Please enter the driver`)
