import { message, type Message } from '../../locale'

export const roleFinance: Message = /* @__PURE__ */ message('team', 'roleFinance', `Finance`)
