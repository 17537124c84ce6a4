import { message, type Message } from '../../locale'

export const totpNotStarted: Message = /* @__PURE__ */ message('security', 'totpNotStarted', `Start the setup again: scan a new QR code.`)
