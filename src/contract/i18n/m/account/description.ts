import { message, type Message } from '../../locale'

export const description: Message = /* @__PURE__ */ message('account', 'description', `Your organisation and the person signed in.`)
