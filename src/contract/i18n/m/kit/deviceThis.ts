import { message, type Message } from '../../locale'

export const deviceThis: Message = /* @__PURE__ */ message('kit', 'deviceThis', `This device`)
