import { message, type Message } from '../../locale'

export const viewDeleteFailed: Message = /* @__PURE__ */ message('kit', 'viewDeleteFailed', `Could not delete the view.`)
