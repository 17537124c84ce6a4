import { message, type Message } from '../../locale'

export const creditShort: Message = /* @__PURE__ */ message('kit', 'creditShort', `Cr`)
