import { message, type Message } from '../../locale'

export const carTypeLoaded: Message = /* @__PURE__ */ message('server', 'carTypeLoaded', `Car type loaded`)
