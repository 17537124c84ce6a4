import { message, type Message } from '../../locale'

export const navTeam: Message = /* @__PURE__ */ message('shell', 'navTeam', `Team`)
