import { message, type Message } from '../../locale'

export const titleMax: Message = /* @__PURE__ */ message('feeds', 'titleMax', `Title must be at most 120 characters`)
