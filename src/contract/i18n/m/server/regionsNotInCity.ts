import { message, type Message } from '../../locale'

export const regionsNotInCity: Message = /* @__PURE__ */ message('server', 'regionsNotInCity', `These regions are not all in the chosen city`)
