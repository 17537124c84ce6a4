import { message, type Message } from '../../locale'

export const metrics: Message = /* @__PURE__ */ message('ads', 'metrics', `Metrics`)
