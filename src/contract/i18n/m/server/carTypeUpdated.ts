import { message, type Message } from '../../locale'

export const carTypeUpdated: Message = /* @__PURE__ */ message('server', 'carTypeUpdated', `Car type updated`)
