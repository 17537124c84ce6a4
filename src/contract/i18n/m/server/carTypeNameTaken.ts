import { message, type Message } from '../../locale'

export const carTypeNameTaken: Message = /* @__PURE__ */ message('server', 'carTypeNameTaken', `A car type with this name already exists.`)
