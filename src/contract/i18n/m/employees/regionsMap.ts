import { message, type Message } from '../../locale'

export const regionsMap: Message = /* @__PURE__ */ message('employees', 'regionsMap', `Regions map`)
