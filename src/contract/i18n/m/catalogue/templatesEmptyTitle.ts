import { message, type Message } from '../../locale'

export const templatesEmptyTitle: Message = /* @__PURE__ */ message('catalogue', 'templatesEmptyTitle', `No product templates yet`)
