import { message, type Message } from '../../locale'

export const select: Message = /* @__PURE__ */ message('kit', 'select', `Select`)
