import { message, type Message } from '../../locale'

export const feedUnpublished: Message = /* @__PURE__ */ message('server', 'feedUnpublished', `Feed unpublished`)
