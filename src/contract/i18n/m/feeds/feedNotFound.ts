import { message, type Message } from '../../locale'

export const feedNotFound: Message = /* @__PURE__ */ message('feeds', 'feedNotFound', `Feed post not found.`)
