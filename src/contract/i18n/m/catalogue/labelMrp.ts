import { message, type Message } from '../../locale'

export const labelMrp: Message = /* @__PURE__ */ message('catalogue', 'labelMrp', `MRP`)
