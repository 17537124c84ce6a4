import { message, type Message } from '../../locale'

export const whatComplaint: Message = /* @__PURE__ */ message('complaints', 'whatComplaint', `complaint`)
