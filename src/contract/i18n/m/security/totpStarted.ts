import { message, type Message } from '../../locale'

export const totpStarted: Message = /* @__PURE__ */ message('security', 'totpStarted', `Scan the QR code with your authenticator app, then enter the code it shows.`)
