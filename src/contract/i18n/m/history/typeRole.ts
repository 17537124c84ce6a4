import { message, type Message } from '../../locale'

export const typeRole: Message = /* @__PURE__ */ message('history', 'typeRole', `Role`)
