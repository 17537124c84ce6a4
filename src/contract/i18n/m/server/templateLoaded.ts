import { message, type Message } from '../../locale'

export const templateLoaded: Message = /* @__PURE__ */ message('server', 'templateLoaded', `Product template loaded`)
