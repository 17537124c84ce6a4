import { message, type Message } from '../../locale'

export const loadingComplaint: Message = /* @__PURE__ */ message('complaints', 'loadingComplaint', `Loading the complaint`)
