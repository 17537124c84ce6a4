import { message, type Message } from '../../locale'

export const stepBrandTitle: Message = /* @__PURE__ */ message('dashboard', 'stepBrandTitle', `Add your first brand`)
