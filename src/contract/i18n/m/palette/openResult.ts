import { message, type Message } from '../../locale'

export const openResult: Message = /* @__PURE__ */ message('palette', 'openResult', `Open the chosen result`)
