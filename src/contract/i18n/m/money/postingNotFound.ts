import { message, type Message } from '../../locale'

export const postingNotFound: Message = /* @__PURE__ */ message('money', 'postingNotFound', `Posting not found.`)
