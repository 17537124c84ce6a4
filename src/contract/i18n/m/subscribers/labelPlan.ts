import { message, type Message } from '../../locale'

export const labelPlan: Message = /* @__PURE__ */ message('subscribers', 'labelPlan', `Plan`)
