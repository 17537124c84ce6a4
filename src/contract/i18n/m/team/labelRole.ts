import { message, type Message } from '../../locale'

export const labelRole: Message = /* @__PURE__ */ message('team', 'labelRole', `Role`)
