import { message, type Message } from '../../locale'

export const name: Message = /* @__PURE__ */ message('roles', 'name', `Name`)
