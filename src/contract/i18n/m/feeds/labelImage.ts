import { message, type Message } from '../../locale'

export const labelImage: Message = /* @__PURE__ */ message('feeds', 'labelImage', `Image`)
