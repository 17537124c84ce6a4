import { message, type Message } from '../../locale'

export const imagesTooLarge: Message = /* @__PURE__ */ message('server', 'imagesTooLarge', `The upload is too large: at most 5 images of 2 MB each.`)
