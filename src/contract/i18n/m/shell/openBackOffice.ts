import { message, type Message } from '../../locale'

export const openBackOffice: Message = /* @__PURE__ */ message('shell', 'openBackOffice', `Open the back office`)
