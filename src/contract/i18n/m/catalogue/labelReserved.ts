import { message, type Message } from '../../locale'

export const labelReserved: Message = /* @__PURE__ */ message('catalogue', 'labelReserved', `Reserved`)
