import { message, type Message } from '../../locale'

export const carTypeNotFound: Message = /* @__PURE__ */ message('server', 'carTypeNotFound', `Car type not found.`)
