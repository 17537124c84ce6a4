import { message, type Message } from '../../locale'

export const navOrganisation: Message = /* @__PURE__ */ message('shell', 'navOrganisation', `Organisation`)
