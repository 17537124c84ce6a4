import { message, type Message } from '../../locale'

export const saveViewAs: Message = /* @__PURE__ */ message('kit', 'saveViewAs', `Save this view as`)
