import { message, type Message } from '../../locale'

export const gridLeaveText: Message = /* @__PURE__ */ message('catalogue', 'gridLeaveText', `Your unsaved changes in the grid will be discarded.`)
