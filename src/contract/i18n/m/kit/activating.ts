import { message, type Message } from '../../locale'

export const activating: Message = /* @__PURE__ */ message('kit', 'activating', `Activating`)
