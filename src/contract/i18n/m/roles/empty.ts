import { message, type Message } from '../../locale'

export const empty: Message = /* @__PURE__ */ message('roles', 'empty', `No roles match.`)
