import { message, type Message } from '../../locale'

export const mrpPlaceholder: Message = /* @__PURE__ */ message('catalogue', 'mrpPlaceholder', `e.g. 1499`)
