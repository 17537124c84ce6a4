import { message, type Message } from '../../locale'

export const templatesTitle: Message = /* @__PURE__ */ message('catalogue', 'templatesTitle', `Product templates`)
