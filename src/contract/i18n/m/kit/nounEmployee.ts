import { message, type Message } from '../../locale'

export const nounEmployee: Message = /* @__PURE__ */ message('kit', 'nounEmployee', `employee`)
