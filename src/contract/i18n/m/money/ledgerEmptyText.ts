import { message, type Message } from '../../locale'

export const ledgerEmptyText: Message = /* @__PURE__ */ message('money', 'ledgerEmptyText', `Every posting writes its debit and credit lines here.`)
