import { message, type Message } from '../../locale'

export const brandSectionText: Message = /* @__PURE__ */ message('catalogue', 'brandSectionText', `The name your customers know, shown on products, codes and reports.`)
