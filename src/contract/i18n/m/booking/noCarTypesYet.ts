import { message, type Message } from '../../locale'

export const noCarTypesYet: Message = /* @__PURE__ */ message('booking', 'noCarTypesYet', `No car types yet.`)
