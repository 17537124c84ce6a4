import { message, type Message } from '../../locale'

export const kindNote: Message = /* @__PURE__ */ message('complaints', 'kindNote', `Internal note (staff only)`)
