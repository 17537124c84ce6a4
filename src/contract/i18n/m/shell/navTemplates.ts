import { message, type Message } from '../../locale'

export const navTemplates: Message = /* @__PURE__ */ message('shell', 'navTemplates', `Product templates`)
