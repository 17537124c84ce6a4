import { message, type Message } from '../../locale'

export const limitsSectionText: Message = /* @__PURE__ */ message('promo-codes', 'limitsSectionText', `Leave a limit blank for no limit.`)
