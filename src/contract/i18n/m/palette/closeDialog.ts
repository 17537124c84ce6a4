import { message, type Message } from '../../locale'

export const closeDialog: Message = /* @__PURE__ */ message('palette', 'closeDialog', `Close the palette or a dialog`)
