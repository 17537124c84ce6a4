import { message, type Message } from '../../locale'

export const feedsLoaded: Message = /* @__PURE__ */ message('server', 'feedsLoaded', `Feeds loaded`)
