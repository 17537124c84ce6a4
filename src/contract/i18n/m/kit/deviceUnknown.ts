import { message, type Message } from '../../locale'

export const deviceUnknown: Message = /* @__PURE__ */ message('kit', 'deviceUnknown', `Unknown device`)
