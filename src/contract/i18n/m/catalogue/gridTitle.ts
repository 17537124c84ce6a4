import { message, type Message } from '../../locale'

export const gridTitle: Message = /* @__PURE__ */ message('catalogue', 'gridTitle', `Price and stock grid`)
