import { message, type Message } from '../../locale'

export const enterHsn: Message = /* @__PURE__ */ message('catalogue', 'enterHsn', `Please enter an HSN code`)
