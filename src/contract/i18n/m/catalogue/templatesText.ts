import { message, type Message } from '../../locale'

export const templatesText: Message = /* @__PURE__ */ message('catalogue', 'templatesText', `Products with their brand, category, HSN code, GST rate and images.`)
