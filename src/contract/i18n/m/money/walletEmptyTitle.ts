import { message, type Message } from '../../locale'

export const walletEmptyTitle: Message = /* @__PURE__ */ message('money', 'walletEmptyTitle', `No wallet transactions yet`)
