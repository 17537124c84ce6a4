import { message, type Message } from '../../locale'

export const changeRole: Message = /* @__PURE__ */ message('team', 'changeRole', `Change role`)
