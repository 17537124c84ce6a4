import { message, type Message } from '../../locale'

export const changeStatus: Message = /* @__PURE__ */ message('complaints', 'changeStatus', `Change status`)
