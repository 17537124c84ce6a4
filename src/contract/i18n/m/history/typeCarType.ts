import { message, type Message } from '../../locale'

export const typeCarType: Message = /* @__PURE__ */ message('history', 'typeCarType', `Car type`)
