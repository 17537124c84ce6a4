import { message, type Message } from '../../locale'

export const exportSelected: Message = /* @__PURE__ */ message('kit', 'exportSelected', `Export selected`)
