import { message, type Message } from '../../locale'

export const labelStatus: Message = /* @__PURE__ */ message('team', 'labelStatus', `Status`)
