import { message, type Message } from '../../locale'

export const activate: Message = /* @__PURE__ */ message('kit', 'activate', `Activate`)
