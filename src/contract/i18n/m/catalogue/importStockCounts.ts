import { message, type Message } from '../../locale'

export const importStockCounts: Message = /* @__PURE__ */ message('catalogue', 'importStockCounts', `Import stock counts`)
