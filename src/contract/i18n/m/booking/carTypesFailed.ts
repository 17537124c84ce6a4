import { message, type Message } from '../../locale'

export const carTypesFailed: Message = /* @__PURE__ */ message('booking', 'carTypesFailed', `The car types could not be loaded.`)
