import { message, type Message } from '../../locale'

export const emailPlaceholder: Message = /* @__PURE__ */ message('auth', 'emailPlaceholder', `you@brand.com`)
