import { message, type Message } from '../../locale'

export const pageMissing: Message = /* @__PURE__ */ message('shell', 'pageMissing', `This page does not exist`)
