import { message, type Message } from '../../locale'

export const importStockCountOne: Message = /* @__PURE__ */ message('catalogue', 'importStockCountOne', `stock count`)
