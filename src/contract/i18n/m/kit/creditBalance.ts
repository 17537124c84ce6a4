import { message, type Message } from '../../locale'

export const creditBalance: Message = /* @__PURE__ */ message('kit', 'creditBalance', `Credit balance`)
