import { message, type Message } from '../../locale'

export const permissionsFailed: Message = /* @__PURE__ */ message('shell', 'permissionsFailed', `We could not load your permissions`)
