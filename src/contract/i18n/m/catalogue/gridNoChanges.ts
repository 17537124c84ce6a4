import { message, type Message } from '../../locale'

export const gridNoChanges: Message = /* @__PURE__ */ message('catalogue', 'gridNoChanges', `No changes`)
