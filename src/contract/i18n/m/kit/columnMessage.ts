import { message, type Message } from '../../locale'

export const columnMessage: Message = /* @__PURE__ */ message('kit', 'columnMessage', `Message`)
