import { message, type Message } from '../../locale'

export const kindDefault: Message = /* @__PURE__ */ message('roles', 'kindDefault', `Default`)
