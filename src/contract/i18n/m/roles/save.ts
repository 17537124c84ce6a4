import { message, type Message } from '../../locale'

export const save: Message = /* @__PURE__ */ message('roles', 'save', `Save`)
