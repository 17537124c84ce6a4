import { message, type Message } from '../../locale'

export const title: Message = /* @__PURE__ */ message('account', 'title', `Account`)
