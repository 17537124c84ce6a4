import { message, type Message } from '../../locale'

export const emptyText: Message = /* @__PURE__ */ message('subscribers', 'emptyText', `Subscribers appear here when customers join a plan.`)
