import { message, type Message } from '../../locale'

export const typeTemplate: Message = /* @__PURE__ */ message('palette', 'typeTemplate', `Template`)
