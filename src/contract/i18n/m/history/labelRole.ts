import { message, type Message } from '../../locale'

export const labelRole: Message = /* @__PURE__ */ message('history', 'labelRole', `Role`)
