import { message, type Message } from '../../locale'

export const debitShort: Message = /* @__PURE__ */ message('kit', 'debitShort', `Dr`)
