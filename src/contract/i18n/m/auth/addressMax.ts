import { message, type Message } from '../../locale'

export const addressMax: Message = /* @__PURE__ */ message('auth', 'addressMax', `Address must be at most 200 characters`)
