import { message, type Message } from '../../locale'

export const categoryOther: Message = /* @__PURE__ */ message('complaints', 'categoryOther', `Other`)
