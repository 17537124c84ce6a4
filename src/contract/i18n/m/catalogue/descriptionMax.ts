import { message, type Message } from '../../locale'

export const descriptionMax: Message = /* @__PURE__ */ message('catalogue', 'descriptionMax', `Description must be at most 2000 characters`)
