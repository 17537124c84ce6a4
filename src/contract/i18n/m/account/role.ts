import { message, type Message } from '../../locale'

export const role: Message = /* @__PURE__ */ message('account', 'role', `Role`)
