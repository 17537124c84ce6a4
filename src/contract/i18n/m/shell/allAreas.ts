import { message, type Message } from '../../locale'

export const allAreas: Message = /* @__PURE__ */ message('shell', 'allAreas', `All areas`)
