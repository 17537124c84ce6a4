import { message, type Message } from '../../locale'

export const templateNotFound: Message = /* @__PURE__ */ message('catalogue', 'templateNotFound', `Product template not found.`)
