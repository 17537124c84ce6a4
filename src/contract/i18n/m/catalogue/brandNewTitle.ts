import { message, type Message } from '../../locale'

export const brandNewTitle: Message = /* @__PURE__ */ message('catalogue', 'brandNewTitle', `New brand`)
