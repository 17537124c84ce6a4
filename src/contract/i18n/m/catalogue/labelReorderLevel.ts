import { message, type Message } from '../../locale'

export const labelReorderLevel: Message = /* @__PURE__ */ message('catalogue', 'labelReorderLevel', `Reorder level`)
