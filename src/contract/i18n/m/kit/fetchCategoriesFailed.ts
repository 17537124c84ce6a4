import { message, type Message } from '../../locale'

export const fetchCategoriesFailed: Message = /* @__PURE__ */ message('kit', 'fetchCategoriesFailed', `Failed to fetch categories`)
