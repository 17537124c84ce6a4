import { message, type Message } from '../../locale'

export const viewTaken: Message = /* @__PURE__ */ message('server', 'viewTaken', `You already have a view with this name for this list`)
