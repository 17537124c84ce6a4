import { message, type Message } from '../../locale'

export const viewNotFound: Message = /* @__PURE__ */ message('server', 'viewNotFound', `View not found.`)
