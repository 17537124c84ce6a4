import { message, type Message } from '../../locale'

export const fileTooLarge: Message = /* @__PURE__ */ message('kit', 'fileTooLarge', `The file is too large (at most 50 MB). Split it into smaller files.`)
