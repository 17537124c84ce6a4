import { message, type Message } from '../../locale'

export const oneImage: Message = /* @__PURE__ */ message('feeds', 'oneImage', `A post can have one image`)
