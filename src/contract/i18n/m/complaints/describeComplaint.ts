import { message, type Message } from '../../locale'

export const describeComplaint: Message = /* @__PURE__ */ message('complaints', 'describeComplaint', `Please describe the complaint`)
