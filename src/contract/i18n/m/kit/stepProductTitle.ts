import { message, type Message } from '../../locale'

export const stepProductTitle: Message = /* @__PURE__ */ message('kit', 'stepProductTitle', `Add a product`)
