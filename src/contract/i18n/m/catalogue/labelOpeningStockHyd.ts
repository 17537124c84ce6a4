import { message, type Message } from '../../locale'

export const labelOpeningStockHyd: Message = /* @__PURE__ */ message('catalogue', 'labelOpeningStockHyd', `Opening stock, Hyderabad`)
