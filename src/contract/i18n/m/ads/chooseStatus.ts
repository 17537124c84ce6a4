import { message, type Message } from '../../locale'

export const chooseStatus: Message = /* @__PURE__ */ message('ads', 'chooseStatus', `Please choose a status`)
