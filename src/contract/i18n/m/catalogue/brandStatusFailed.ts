import { message, type Message } from '../../locale'

export const brandStatusFailed: Message = /* @__PURE__ */ message('catalogue', 'brandStatusFailed', `Could not change the brand status`)
