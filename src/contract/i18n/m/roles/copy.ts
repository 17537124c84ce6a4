import { message, type Message } from '../../locale'

export const copy: Message = /* @__PURE__ */ message('roles', 'copy', `Copy`)
