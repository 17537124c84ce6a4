import { message, type Message } from '../../locale'

export const objective: Message = /* @__PURE__ */ message('ads', 'objective', `Objective`)
