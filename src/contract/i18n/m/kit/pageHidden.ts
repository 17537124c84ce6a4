import { message, type Message } from '../../locale'

export const pageHidden: Message = /* @__PURE__ */ message('kit', 'pageHidden', `page`)
