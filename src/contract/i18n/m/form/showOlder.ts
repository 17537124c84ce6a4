import { message, type Message } from '../../locale'

export const showOlder: Message = /* @__PURE__ */ message('form', 'showOlder', `Show older`)
