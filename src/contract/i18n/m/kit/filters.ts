import { message, type Message } from '../../locale'

export const filters: Message = /* @__PURE__ */ message('kit', 'filters', `Filters`)
