import { message, type Message } from '../../locale'

export const takeTheirs: Message = /* @__PURE__ */ message('catalogue', 'takeTheirs', `Take theirs`)
