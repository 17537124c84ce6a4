import { message, type Message } from '../../locale'

export const staleTitle: Message = /* @__PURE__ */ message('form', 'staleTitle', `This record was changed by someone else.`)
