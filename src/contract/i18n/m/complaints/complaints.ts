import { message, type Message } from '../../locale'

export const complaints: Message = /* @__PURE__ */ message('complaints', 'complaints', `Complaints`)
