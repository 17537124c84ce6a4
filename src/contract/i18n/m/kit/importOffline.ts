import { message, type Message } from '../../locale'

export const importOffline: Message = /* @__PURE__ */ message('kit', 'importOffline', `Import needs a connection. check and import when you are back online.`)
