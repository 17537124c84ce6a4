import { message, type Message } from '../../locale'

export const needsConnection: Message = /* @__PURE__ */ message('palette', 'needsConnection', `Search needs a connection`)
