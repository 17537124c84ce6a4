import { message, type Message } from '../../locale'

export const importAction: Message = /* @__PURE__ */ message('employees', 'importAction', `Import`)
