import { message, type Message } from '../../locale'

export const nounStockCounts: Message = /* @__PURE__ */ message('kit', 'nounStockCounts', `stock counts`)
