import { message, type Message } from '../../locale'

export const later: Message = /* @__PURE__ */ message('kit', 'later', `Later`)
