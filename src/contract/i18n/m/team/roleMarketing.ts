import { message, type Message } from '../../locale'

export const roleMarketing: Message = /* @__PURE__ */ message('team', 'roleMarketing', `Marketing`)
