import { message, type Message } from '../../locale'

export const importEmployees: Message = /* @__PURE__ */ message('employees', 'importEmployees', `Import employees`)
