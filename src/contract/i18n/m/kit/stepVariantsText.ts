import { message, type Message } from '../../locale'

export const stepVariantsText: Message = /* @__PURE__ */ message('kit', 'stepVariantsText', `Each variant has its SKU, prices and opening stock.`)
