import { message, type Message } from '../../locale'

export const tryAnotherSearch: Message = /* @__PURE__ */ message('kit', 'tryAnotherSearch', `Try another search or clear the filters.`)
