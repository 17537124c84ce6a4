import { message, type Message } from '../../locale'

export const cancel: Message = /* @__PURE__ */ message('roles', 'cancel', `Cancel`)
