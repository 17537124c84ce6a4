import { message, type Message } from '../../locale'

export const noAccessText: Message = /* @__PURE__ */ message('shell', 'noAccessText', `Your role does not include this area. Ask your organisation's owner if you need it.`)
