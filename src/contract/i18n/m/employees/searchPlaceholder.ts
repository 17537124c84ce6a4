import { message, type Message } from '../../locale'

export const searchPlaceholder: Message = /* @__PURE__ */ message('employees', 'searchPlaceholder', `Search names, phones and emails`)
