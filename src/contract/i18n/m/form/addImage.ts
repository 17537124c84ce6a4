import { message, type Message } from '../../locale'

export const addImage: Message = /* @__PURE__ */ message('form', 'addImage', `Add image`)
