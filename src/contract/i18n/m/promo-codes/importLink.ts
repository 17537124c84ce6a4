import { message, type Message } from '../../locale'

export const importLink: Message = /* @__PURE__ */ message('promo-codes', 'importLink', `Import`)
