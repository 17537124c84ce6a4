import { message, type Message } from '../../locale'

export const gridWhat: Message = /* @__PURE__ */ message('catalogue', 'gridWhat', `the variants`)
