import { message, type Message } from '../../locale'

export const typeBrand: Message = /* @__PURE__ */ message('palette', 'typeBrand', `Brand`)
