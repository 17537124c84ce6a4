import { message, type Message } from '../../locale'

export const feedPublished: Message = /* @__PURE__ */ message('server', 'feedPublished', `Feed published`)
