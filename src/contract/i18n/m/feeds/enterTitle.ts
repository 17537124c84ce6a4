import { message, type Message } from '../../locale'

export const enterTitle: Message = /* @__PURE__ */ message('feeds', 'enterTitle', `Please enter a title`)
