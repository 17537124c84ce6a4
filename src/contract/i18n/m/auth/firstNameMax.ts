import { message, type Message } from '../../locale'

export const firstNameMax: Message = /* @__PURE__ */ message('auth', 'firstNameMax', `First name must be at most 50 characters`)
