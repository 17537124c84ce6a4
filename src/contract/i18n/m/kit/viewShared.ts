import { message, type Message } from '../../locale'

export const viewShared: Message = /* @__PURE__ */ message('kit', 'viewShared', `Shared`)
