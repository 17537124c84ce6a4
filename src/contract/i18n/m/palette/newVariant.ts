import { message, type Message } from '../../locale'

export const newVariant: Message = /* @__PURE__ */ message('palette', 'newVariant', `New variant`)
