import { message, type Message } from '../../locale'

export const feedLoaded: Message = /* @__PURE__ */ message('server', 'feedLoaded', `Feed loaded`)
