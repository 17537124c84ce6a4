import { message, type Message } from '../../locale'

export const labelProductName: Message = /* @__PURE__ */ message('catalogue', 'labelProductName', `Product name`)
