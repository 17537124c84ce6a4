import { message, type Message } from '../../locale'

export const nounMember: Message = /* @__PURE__ */ message('team', 'nounMember', `member`)
