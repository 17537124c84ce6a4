import { message, type Message } from '../../locale'

export const viewDeleted: Message = /* @__PURE__ */ message('server', 'viewDeleted', `View deleted`)
