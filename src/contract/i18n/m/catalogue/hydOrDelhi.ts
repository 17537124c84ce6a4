import { message, type Message } from '../../locale'

export const hydOrDelhi: Message = /* @__PURE__ */ message('catalogue', 'hydOrDelhi', `Hyderabad or Delhi`)
