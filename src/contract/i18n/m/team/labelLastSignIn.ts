import { message, type Message } from '../../locale'

export const labelLastSignIn: Message = /* @__PURE__ */ message('team', 'labelLastSignIn', `Last sign-in`)
