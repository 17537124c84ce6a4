import { message, type Message } from '../../locale'

export const never: Message = /* @__PURE__ */ message('team', 'never', `Never`)
