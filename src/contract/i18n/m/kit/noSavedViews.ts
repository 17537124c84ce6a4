import { message, type Message } from '../../locale'

export const noSavedViews: Message = /* @__PURE__ */ message('kit', 'noSavedViews', `No saved views of this list yet.`)
