import { message, type Message } from '../../locale'

export const tileActive: Message = /* @__PURE__ */ message('employees', 'tileActive', `Active survey employees`)
