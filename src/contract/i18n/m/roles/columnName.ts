import { message, type Message } from '../../locale'

export const columnName: Message = /* @__PURE__ */ message('roles', 'columnName', `Name`)
