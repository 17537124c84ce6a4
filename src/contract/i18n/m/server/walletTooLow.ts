import { message, type Message } from '../../locale'

export const walletTooLow: Message = /* @__PURE__ */ message('server', 'walletTooLow', `The wallet balance is too low for this debit.`)
