import { message, type Message } from '../../locale'

export const logoText: Message = /* @__PURE__ */ message('catalogue', 'logoText', `A square JPEG, PNG or WebP image of up to 2 MB.`)
