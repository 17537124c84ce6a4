import { message, type Message } from '../../locale'

export const viewSaveFailed: Message = /* @__PURE__ */ message('kit', 'viewSaveFailed', `Could not save the view.`)
