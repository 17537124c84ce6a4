import { message, type Message } from '../../locale'

export const nameMax: Message = /* @__PURE__ */ message('roles', 'nameMax', `Name must be at most 60 characters`)
