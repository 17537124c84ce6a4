import { message, type Message } from '../../locale'

export const newProductTemplate: Message = /* @__PURE__ */ message('palette', 'newProductTemplate', `New product template`)
