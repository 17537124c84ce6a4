import { message, type Message } from '../../locale'

export const codesFailed: Message = /* @__PURE__ */ message('promo-codes', 'codesFailed', `Failed to fetch promo codes`)
