import { message, type Message } from '../../locale'

export const labelDescription: Message = /* @__PURE__ */ message('catalogue', 'labelDescription', `Description`)
