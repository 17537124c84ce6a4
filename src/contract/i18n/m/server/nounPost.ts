import { message, type Message } from '../../locale'

export const nounPost: Message = /* @__PURE__ */ message('server', 'nounPost', `post`)
