import { message, type Message } from '../../locale'

export const labelUpdated: Message = /* @__PURE__ */ message('catalogue', 'labelUpdated', `Updated`)
