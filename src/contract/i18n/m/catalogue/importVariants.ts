import { message, type Message } from '../../locale'

export const importVariants: Message = /* @__PURE__ */ message('catalogue', 'importVariants', `Import product variants`)
