import { message, type Message } from '../../locale'

export const hyderabad: Message = /* @__PURE__ */ message('catalogue', 'hyderabad', `Hyderabad`)
