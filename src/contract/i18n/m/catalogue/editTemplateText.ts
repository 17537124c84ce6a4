import { message, type Message } from '../../locale'

export const editTemplateText: Message = /* @__PURE__ */ message('catalogue', 'editTemplateText', `Change the product, its tax details or its images.`)
