import { message, type Message } from '../../locale'

export const labelVariants: Message = /* @__PURE__ */ message('catalogue', 'labelVariants', `Variants`)
