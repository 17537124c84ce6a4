import { message, type Message } from '../../locale'

export const carTypeCreated: Message = /* @__PURE__ */ message('server', 'carTypeCreated', `Car type created`)
