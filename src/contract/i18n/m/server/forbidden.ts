import { message, type Message } from '../../locale'

export const forbidden: Message = /* @__PURE__ */ message('server', 'forbidden', `You do not have permission to do this.`)
