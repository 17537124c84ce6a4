import { message, type Message } from '../../locale'

export const tileActiveSignIns: Message = /* @__PURE__ */ message('account', 'tileActiveSignIns', `Active sign-ins`)
