import { message, type Message } from '../../locale'

export const emptyTitle: Message = /* @__PURE__ */ message('subscribers', 'emptyTitle', `No subscribers yet`)
