import { message, type Message } from '../../locale'

export const importEncoding: Message = /* @__PURE__ */ message('kit', 'importEncoding', `The file is not UTF-8 text. Save it as "CSV UTF-8" and choose it again.`)
