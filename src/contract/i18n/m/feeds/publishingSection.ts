import { message, type Message } from '../../locale'

export const publishingSection: Message = /* @__PURE__ */ message('feeds', 'publishingSection', `Publishing`)
