import { message, type Message } from '../../locale'

export const labelAvailable: Message = /* @__PURE__ */ message('catalogue', 'labelAvailable', `Available`)
