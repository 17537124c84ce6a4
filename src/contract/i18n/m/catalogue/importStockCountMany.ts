import { message, type Message } from '../../locale'

export const importStockCountMany: Message = /* @__PURE__ */ message('catalogue', 'importStockCountMany', `stock counts`)
