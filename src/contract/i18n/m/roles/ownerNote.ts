import { message, type Message } from '../../locale'

export const ownerNote: Message = /* @__PURE__ */ message('roles', 'ownerNote', `The owner role always opens every screen.`)
