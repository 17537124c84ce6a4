import { message, type Message } from '../../locale'

export const activeFilters: Message = /* @__PURE__ */ message('kit', 'activeFilters', `Active filters`)
