import { message, type Message } from '../../locale'

export const backToList: Message = /* @__PURE__ */ message('catalogue', 'backToList', `Back to the list`)
