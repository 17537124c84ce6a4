import { message, type Message } from '../../locale'

export const start: Message = /* @__PURE__ */ message('dashboard', 'start', `Start`)
