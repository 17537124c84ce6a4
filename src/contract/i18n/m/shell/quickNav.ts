import { message, type Message } from '../../locale'

export const quickNav: Message = /* @__PURE__ */ message('shell', 'quickNav', `Quick`)
