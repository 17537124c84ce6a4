import { message, type Message } from '../../locale'

export const enterAddress: Message = /* @__PURE__ */ message('auth', 'enterAddress', `Please enter address`)
