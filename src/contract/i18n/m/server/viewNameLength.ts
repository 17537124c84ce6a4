import { message, type Message } from '../../locale'

export const viewNameLength: Message = /* @__PURE__ */ message('server', 'viewNameLength', `A view name is at most 60 characters`)
