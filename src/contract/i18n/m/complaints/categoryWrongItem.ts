import { message, type Message } from '../../locale'

export const categoryWrongItem: Message = /* @__PURE__ */ message('complaints', 'categoryWrongItem', `Wrong item`)
