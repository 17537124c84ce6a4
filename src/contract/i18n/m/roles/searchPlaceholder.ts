import { message, type Message } from '../../locale'

export const searchPlaceholder: Message = /* @__PURE__ */ message('roles', 'searchPlaceholder', `Search roles`)
