import { message, type Message } from '../../locale'

export const imagesText: Message = /* @__PURE__ */ message('catalogue', 'imagesText', `Shown wherever this product appears.`)
