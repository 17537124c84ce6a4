import { message, type Message } from '../../locale'

export const sectionWhere: Message = /* @__PURE__ */ message('employees', 'sectionWhere', `Where they survey`)
