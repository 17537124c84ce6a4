import { message, type Message } from '../../locale'

export const variantSectionText: Message = /* @__PURE__ */ message('catalogue', 'variantSectionText', `How this size or colour is told apart.`)
