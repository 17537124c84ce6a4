import { message, type Message } from '../../locale'

export const deactivate: Message = /* @__PURE__ */ message('team', 'deactivate', `Deactivate`)
