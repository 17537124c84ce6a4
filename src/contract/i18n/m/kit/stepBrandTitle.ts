import { message, type Message } from '../../locale'

export const stepBrandTitle: Message = /* @__PURE__ */ message('kit', 'stepBrandTitle', `Add your first brand`)
