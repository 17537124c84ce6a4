import { message, type Message } from '../../locale'

export const views: Message = /* @__PURE__ */ message('kit', 'views', `Views`)
