import { message, type Message } from '../../locale'

export const resend: Message = /* @__PURE__ */ message('team', 'resend', `Resend`)
