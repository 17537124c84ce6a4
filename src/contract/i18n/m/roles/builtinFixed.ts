import { message, type Message } from '../../locale'

export const builtinFixed: Message = /* @__PURE__ */ message('roles', 'builtinFixed', `A default role keeps its name and cannot be deleted.`)
