import { message, type Message } from '../../locale'

export const navBrands: Message = /* @__PURE__ */ message('shell', 'navBrands', `Brands`)
