import { message, type Message } from '../../locale'

export const actionDeduct: Message = /* @__PURE__ */ message('money', 'actionDeduct', `Deduct from a wallet`)
