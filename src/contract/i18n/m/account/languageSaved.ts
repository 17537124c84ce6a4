import { message, type Message } from '../../locale'

export const languageSaved: Message = /* @__PURE__ */ message('account', 'languageSaved', `Language saved`)
