import { message, type Message } from '../../locale'

export const delhi: Message = /* @__PURE__ */ message('catalogue', 'delhi', `Delhi`)
