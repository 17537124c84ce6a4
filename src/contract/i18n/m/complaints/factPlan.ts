import { message, type Message } from '../../locale'

export const factPlan: Message = /* @__PURE__ */ message('complaints', 'factPlan', `Plan`)
