import { message, type Message } from '../../locale'

export const deviceSignOut: Message = /* @__PURE__ */ message('kit', 'deviceSignOut', `Sign out`)
