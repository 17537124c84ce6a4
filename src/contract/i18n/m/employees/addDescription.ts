import { message, type Message } from '../../locale'

export const addDescription: Message = /* @__PURE__ */ message('employees', 'addDescription', `A market-survey employee and the regions they cover.`)
