import { message, type Message } from '../../locale'

export const authenticatorCodeFormat: Message = /* @__PURE__ */ message('security', 'authenticatorCodeFormat', `Enter the 6 digits from your app`)
