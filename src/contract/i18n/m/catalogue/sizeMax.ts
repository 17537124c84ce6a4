import { message, type Message } from '../../locale'

export const sizeMax: Message = /* @__PURE__ */ message('catalogue', 'sizeMax', `Size must be at most 20 characters`)
