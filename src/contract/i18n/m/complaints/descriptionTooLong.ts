import { message, type Message } from '../../locale'

export const descriptionTooLong: Message = /* @__PURE__ */ message('complaints', 'descriptionTooLong', `A description must be at most 2000 characters`)
