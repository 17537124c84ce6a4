import { message, type Message } from '../../locale'

export const imagesSection: Message = /* @__PURE__ */ message('catalogue', 'imagesSection', `Images`)
