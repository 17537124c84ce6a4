import { message, type Message } from '../../locale'

export const region: Message = /* @__PURE__ */ message('employees', 'region', `Region`)
