import { message, type Message } from '../../locale'

export const walletEmptyText: Message = /* @__PURE__ */ message('money', 'walletEmptyText', `Top-ups, ride fares and refunds show here once they are posted.`)
