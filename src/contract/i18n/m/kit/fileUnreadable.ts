import { message, type Message } from '../../locale'

export const fileUnreadable: Message = /* @__PURE__ */ message('kit', 'fileUnreadable', `The file could not be read. Choose it again.`)
