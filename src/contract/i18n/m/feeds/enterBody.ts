import { message, type Message } from '../../locale'

export const enterBody: Message = /* @__PURE__ */ message('feeds', 'enterBody', `Please enter the text of the post`)
