import { message, type Message } from '../../locale'

export const typeMember: Message = /* @__PURE__ */ message('history', 'typeMember', `Team member`)
