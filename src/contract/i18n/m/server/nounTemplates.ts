import { message, type Message } from '../../locale'

export const nounTemplates: Message = /* @__PURE__ */ message('server', 'nounTemplates', `product templates`)
