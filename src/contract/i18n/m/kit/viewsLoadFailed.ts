import { message, type Message } from '../../locale'

export const viewsLoadFailed: Message = /* @__PURE__ */ message('kit', 'viewsLoadFailed', `Could not load the saved views.`)
