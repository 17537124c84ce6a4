import { message, type Message } from '../../locale'

export const reactivate: Message = /* @__PURE__ */ message('team', 'reactivate', `Reactivate`)
