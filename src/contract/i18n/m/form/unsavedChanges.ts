import { message, type Message } from '../../locale'

export const unsavedChanges: Message = /* @__PURE__ */ message('form', 'unsavedChanges', `Unsaved changes`)
