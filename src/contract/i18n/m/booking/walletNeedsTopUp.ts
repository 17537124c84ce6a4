import { message, type Message } from '../../locale'

export const walletNeedsTopUp: Message = /* @__PURE__ */ message('booking', 'walletNeedsTopUp', `The organisation wallet needs a top-up.`)
