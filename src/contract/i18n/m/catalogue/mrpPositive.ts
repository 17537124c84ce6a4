import { message, type Message } from '../../locale'

export const mrpPositive: Message = /* @__PURE__ */ message('catalogue', 'mrpPositive', `MRP must be more than zero`)
