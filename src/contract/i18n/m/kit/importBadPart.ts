import { message, type Message } from '../../locale'

export const importBadPart: Message = /* @__PURE__ */ message('kit', 'importBadPart', `Invalid part number`)
