import { message, type Message } from '../../locale'

export const gridConflictMark: Message = /* @__PURE__ */ message('catalogue', 'gridConflictMark', `Changed by someone else: take theirs or keep yours above.`)
