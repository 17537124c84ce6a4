import { message, type Message } from '../../locale'

export const viewsLoaded: Message = /* @__PURE__ */ message('server', 'viewsLoaded', `Views loaded`)
