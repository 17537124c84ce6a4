import { message, type Message } from '../../locale'

export const newTemplateText: Message = /* @__PURE__ */ message('catalogue', 'newTemplateText', `A product with its brand, category, tax details and images. Add its sizes and colours as variants next.`)
