import { message, type Message } from '../../locale'

export const everyRowGood: Message = /* @__PURE__ */ message('kit', 'everyRowGood', `Every row is good.`)
