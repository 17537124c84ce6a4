import { message, type Message } from '../../locale'

export const description: Message = /* @__PURE__ */ message('roles', 'description', `What each role may open, view and change.`)
