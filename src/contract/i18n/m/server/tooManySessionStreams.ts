import { message, type Message } from '../../locale'

export const tooManySessionStreams: Message = /* @__PURE__ */ message('server', 'tooManySessionStreams', `Too many live connections for this session. Close a tab and try again.`)
