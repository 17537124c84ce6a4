import { message, type Message } from '../../locale'

export const labelStep: Message = /* @__PURE__ */ message('team', 'labelStep', `Step`)
