import { message, type Message } from '../../locale'

export const saveChanges: Message = /* @__PURE__ */ message('catalogue', 'saveChanges', `Save changes`)
