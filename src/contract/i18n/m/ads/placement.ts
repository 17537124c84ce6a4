import { message, type Message } from '../../locale'

export const placement: Message = /* @__PURE__ */ message('ads', 'placement', `Placement`)
