import { message, type Message } from '../../locale'

export const lastNameMax: Message = /* @__PURE__ */ message('auth', 'lastNameMax', `Last name must be at most 50 characters`)
