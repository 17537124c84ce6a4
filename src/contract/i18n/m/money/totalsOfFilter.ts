import { message, type Message } from '../../locale'

export const totalsOfFilter: Message = /* @__PURE__ */ message('money', 'totalsOfFilter', `Totals of the filter`)
