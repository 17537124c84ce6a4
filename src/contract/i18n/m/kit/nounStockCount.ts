import { message, type Message } from '../../locale'

export const nounStockCount: Message = /* @__PURE__ */ message('kit', 'nounStockCount', `stock count`)
