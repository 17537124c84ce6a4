import { message, type Message } from '../../locale'

export const actionTopUp: Message = /* @__PURE__ */ message('money', 'actionTopUp', `Top up a wallet`)
