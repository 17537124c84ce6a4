import { message, type Message } from '../../locale'

export const fetchWalletTxFailed: Message = /* @__PURE__ */ message('money', 'fetchWalletTxFailed', `Failed to fetch wallet transactions`)
