import { message, type Message } from '../../locale'

export const labelCreated: Message = /* @__PURE__ */ message('catalogue', 'labelCreated', `Created`)
