import { message, type Message } from '../../locale'

export const closeMenu: Message = /* @__PURE__ */ message('shell', 'closeMenu', `Close menu`)
