import { message, type Message } from '../../locale'

export const history: Message = /* @__PURE__ */ message('team', 'history', `History`)
