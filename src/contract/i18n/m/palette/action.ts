import { message, type Message } from '../../locale'

export const action: Message = /* @__PURE__ */ message('palette', 'action', `Action`)
