import { message, type Message } from '../../locale'

export const olderFailed: Message = /* @__PURE__ */ message('form', 'olderFailed', `Could not load older changes.`)
