import { message, type Message } from '../../locale'

export const labelUsageLimit: Message = /* @__PURE__ */ message('promo-codes', 'labelUsageLimit', `Usage limit`)
