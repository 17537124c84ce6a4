import { message, type Message } from '../../locale'

export const addImages: Message = /* @__PURE__ */ message('form', 'addImages', `Add images`)
