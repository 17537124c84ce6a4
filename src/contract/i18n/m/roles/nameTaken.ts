import { message, type Message } from '../../locale'

export const nameTaken: Message = /* @__PURE__ */ message('roles', 'nameTaken', `Another role already has this name.`)
