import { message, type Message } from '../../locale'

export const stepProductTitle: Message = /* @__PURE__ */ message('dashboard', 'stepProductTitle', `Add a product`)
