import { message, type Message } from '../../locale'

export const unpublishing: Message = /* @__PURE__ */ message('feeds', 'unpublishing', `Unpublishing`)
