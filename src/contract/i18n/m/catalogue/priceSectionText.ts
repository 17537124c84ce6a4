import { message, type Message } from '../../locale'

export const priceSectionText: Message = /* @__PURE__ */ message('catalogue', 'priceSectionText', `In rupees. The selling price cannot be more than the MRP.`)
