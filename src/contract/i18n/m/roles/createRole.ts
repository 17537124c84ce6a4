import { message, type Message } from '../../locale'

export const createRole: Message = /* @__PURE__ */ message('roles', 'createRole', `Create role`)
