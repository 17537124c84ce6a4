import { message, type Message } from '../../locale'

export const titlePlaceholder: Message = /* @__PURE__ */ message('feeds', 'titlePlaceholder', `e.g. Festive edit is here`)
