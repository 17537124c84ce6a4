import { message, type Message } from '../../locale'

export const templateStatusFailed: Message = /* @__PURE__ */ message('catalogue', 'templateStatusFailed', `Could not change the template status`)
