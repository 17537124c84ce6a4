import { message, type Message } from '../../locale'

export const seriesSignIns: Message = /* @__PURE__ */ message('account', 'seriesSignIns', `Sign-ins`)
