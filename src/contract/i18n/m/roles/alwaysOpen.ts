import { message, type Message } from '../../locale'

export const alwaysOpen: Message = /* @__PURE__ */ message('roles', 'alwaysOpen', `Every role opens this screen.`)
