import { message, type Message } from '../../locale'

export const typeEmployee: Message = /* @__PURE__ */ message('palette', 'typeEmployee', `Employee`)
