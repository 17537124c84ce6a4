import { message, type Message } from '../../locale'

export const review: Message = /* @__PURE__ */ message('money', 'review', `Review`)
