import { message, type Message } from '../../locale'

export const enterAdName: Message = /* @__PURE__ */ message('ads', 'enterAdName', `Please enter an ad name`)
