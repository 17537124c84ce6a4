import { message, type Message } from '../../locale'

export const templatesEmptyText: Message = /* @__PURE__ */ message('catalogue', 'templatesEmptyText', `Add a template for each product: its brand, category, tax details and photos.`)
