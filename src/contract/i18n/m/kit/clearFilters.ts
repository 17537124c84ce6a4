import { message, type Message } from '../../locale'

export const clearFilters: Message = /* @__PURE__ */ message('kit', 'clearFilters', `Clear filters`)
