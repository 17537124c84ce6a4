import { message, type Message } from '../../locale'

export const editText: Message = /* @__PURE__ */ message('feeds', 'editText', `Change the post, its image or when it shows; unpublish to take it down.`)
