import { message, type Message } from '../../locale'

export const reload: Message = /* @__PURE__ */ message('kit', 'reload', `Reload`)
