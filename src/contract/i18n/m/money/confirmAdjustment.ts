import { message, type Message } from '../../locale'

export const confirmAdjustment: Message = /* @__PURE__ */ message('money', 'confirmAdjustment', `Confirm the adjustment`)
