import { message, type Message } from '../../locale'

export const categoryOther: Message = /* @__PURE__ */ message('catalogue', 'categoryOther', `Other`)
