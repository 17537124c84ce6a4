import { message, type Message } from '../../locale'

export const noCarTypesBelow: Message = /* @__PURE__ */ message('booking', 'noCarTypesBelow', `No car types yet: add the first below.`)
