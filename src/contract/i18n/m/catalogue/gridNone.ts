import { message, type Message } from '../../locale'

export const gridNone: Message = /* @__PURE__ */ message('catalogue', 'gridNone', `Change at least one row.`)
