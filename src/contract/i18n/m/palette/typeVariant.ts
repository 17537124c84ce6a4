import { message, type Message } from '../../locale'

export const typeVariant: Message = /* @__PURE__ */ message('palette', 'typeVariant', `Variant`)
