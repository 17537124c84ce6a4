import { message, type Message } from '../../locale'

export const navCatalogue: Message = /* @__PURE__ */ message('shell', 'navCatalogue', `Catalogue`)
