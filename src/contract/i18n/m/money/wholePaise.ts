import { message, type Message } from '../../locale'

export const wholePaise: Message = /* @__PURE__ */ message('money', 'wholePaise', `The amount must be a whole number of paise above zero.`)
