import { message, type Message } from '../../locale'

export const inactive: Message = /* @__PURE__ */ message('kit', 'inactive', `Inactive`)
