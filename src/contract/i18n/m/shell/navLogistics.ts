import { message, type Message } from '../../locale'

export const navLogistics: Message = /* @__PURE__ */ message('shell', 'navLogistics', `Logistics`)
