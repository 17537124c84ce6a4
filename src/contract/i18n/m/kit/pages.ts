import { message, type Message } from '../../locale'

export const pages: Message = /* @__PURE__ */ message('kit', 'pages', `Pages`)
