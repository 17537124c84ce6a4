import { message, type Message } from '../../locale'

export const nothingYetText: Message = /* @__PURE__ */ message('dashboard', 'nothingYetText', `Counts appear here as your team adds brands, products, codes and more.`)
