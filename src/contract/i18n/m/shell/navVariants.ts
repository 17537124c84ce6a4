import { message, type Message } from '../../locale'

export const navVariants: Message = /* @__PURE__ */ message('shell', 'navVariants', `Product variants`)
