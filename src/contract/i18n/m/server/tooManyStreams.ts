import { message, type Message } from '../../locale'

export const tooManyStreams: Message = /* @__PURE__ */ message('server', 'tooManyStreams', `Too many live connections. Please try again shortly.`)
