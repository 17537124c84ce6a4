import { message, type Message } from '../../locale'

export const running: Message = /* @__PURE__ */ message('ads', 'running', `Running`)
