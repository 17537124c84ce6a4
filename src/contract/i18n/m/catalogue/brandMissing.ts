import { message, type Message } from '../../locale'

export const brandMissing: Message = /* @__PURE__ */ message('catalogue', 'brandMissing', `The brand is missing`)
