import { message, type Message } from '../../locale'

export const gridLeaveTitle: Message = /* @__PURE__ */ message('catalogue', 'gridLeaveTitle', `Leave the grid?`)
