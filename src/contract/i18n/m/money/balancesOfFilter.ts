import { message, type Message } from '../../locale'

export const balancesOfFilter: Message = /* @__PURE__ */ message('money', 'balancesOfFilter', `Balances of the filter`)
