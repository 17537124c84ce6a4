import { message, type Message } from '../../locale'

export const viewName: Message = /* @__PURE__ */ message('server', 'viewName', `Please enter a name for the view`)
