import { message, type Message } from '../../locale'

export const kindAdjustment: Message = /* @__PURE__ */ message('money', 'kindAdjustment', `Adjustment`)
