import { message, type Message } from '../../locale'

export const enterPrice: Message = /* @__PURE__ */ message('catalogue', 'enterPrice', `Please enter the selling price`)
