import { message, type Message } from '../../locale'

export const nounVariants: Message = /* @__PURE__ */ message('kit', 'nounVariants', `product variants`)
