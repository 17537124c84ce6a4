import { message, type Message } from '../../locale'

export const labelOpeningStockDelhi: Message = /* @__PURE__ */ message('catalogue', 'labelOpeningStockDelhi', `Opening stock, Delhi`)
