import { message, type Message } from '../../locale'

export const labelLocation: Message = /* @__PURE__ */ message('catalogue', 'labelLocation', `Location`)
