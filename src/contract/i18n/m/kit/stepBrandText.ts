import { message, type Message } from '../../locale'

export const stepBrandText: Message = /* @__PURE__ */ message('kit', 'stepBrandText', `Everything you sell belongs to a brand.`)
