import { message, type Message } from '../../locale'

export const companyName: Message = /* @__PURE__ */ message('auth', 'companyName', `Company name`)
