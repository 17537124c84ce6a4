import { message, type Message } from '../../locale'

export const min: Message = /* @__PURE__ */ message('kit', 'min', `Min`)
