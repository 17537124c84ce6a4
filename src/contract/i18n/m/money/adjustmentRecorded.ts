import { message, type Message } from '../../locale'

export const adjustmentRecorded: Message = /* @__PURE__ */ message('money', 'adjustmentRecorded', `Adjustment recorded`)
