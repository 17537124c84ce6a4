import { message, type Message } from '../../locale'

export const bodyMax: Message = /* @__PURE__ */ message('feeds', 'bodyMax', `Text must be at most 2000 characters`)
