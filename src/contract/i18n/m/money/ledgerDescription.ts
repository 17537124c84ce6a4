import { message, type Message } from '../../locale'

export const ledgerDescription: Message = /* @__PURE__ */ message('money', 'ledgerDescription', `Double-entry lines of every posting; pick an account to read its running balance.`)
