import { message, type Message } from '../../locale'

export const newImage: Message = /* @__PURE__ */ message('form', 'newImage', `New`)
