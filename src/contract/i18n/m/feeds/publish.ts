import { message, type Message } from '../../locale'

export const publish: Message = /* @__PURE__ */ message('feeds', 'publish', `Publish`)
