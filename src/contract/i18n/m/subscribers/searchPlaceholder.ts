import { message, type Message } from '../../locale'

export const searchPlaceholder: Message = /* @__PURE__ */ message('subscribers', 'searchPlaceholder', `Search name, phone or email`)
