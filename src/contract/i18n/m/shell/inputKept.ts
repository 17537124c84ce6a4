import { message, type Message } from '../../locale'

export const inputKept: Message = /* @__PURE__ */ message('shell', 'inputKept', `Your input is kept; submit when you are back online.`)
