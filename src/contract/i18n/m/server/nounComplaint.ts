import { message, type Message } from '../../locale'

export const nounComplaint: Message = /* @__PURE__ */ message('server', 'nounComplaint', `complaint`)
