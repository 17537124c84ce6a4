import { message, type Message } from '../../locale'

export const chooseStatus: Message = /* @__PURE__ */ message('catalogue', 'chooseStatus', `Please choose a status`)
