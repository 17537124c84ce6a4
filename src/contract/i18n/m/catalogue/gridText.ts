import { message, type Message } from '../../locale'

export const gridText: Message = /* @__PURE__ */ message('catalogue', 'gridText', `Selling prices and stock of the variants the list's filter shows. Type, or paste a block from a spreadsheet.`)
