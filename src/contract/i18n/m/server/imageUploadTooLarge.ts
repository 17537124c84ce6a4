import { message, type Message } from '../../locale'

export const imageUploadTooLarge: Message = /* @__PURE__ */ message('server', 'imageUploadTooLarge', `The upload is too large: one image of at most 2 MB.`)
