import { message, type Message } from '../../locale'

export const backToVariants: Message = /* @__PURE__ */ message('catalogue', 'backToVariants', `Back to variants`)
