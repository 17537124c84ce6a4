import { message, type Message } from '../../locale'

export const ctr: Message = /* @__PURE__ */ message('ads', 'ctr', `CTR`)
