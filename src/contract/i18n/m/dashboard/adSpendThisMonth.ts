import { message, type Message } from '../../locale'

export const adSpendThisMonth: Message = /* @__PURE__ */ message('dashboard', 'adSpendThisMonth', `Ad spend this month`)
