import { message, type Message } from '../../locale'

export const kindCustom: Message = /* @__PURE__ */ message('roles', 'kindCustom', `Custom`)
