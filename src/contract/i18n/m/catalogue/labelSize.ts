import { message, type Message } from '../../locale'

export const labelSize: Message = /* @__PURE__ */ message('catalogue', 'labelSize', `Size`)
