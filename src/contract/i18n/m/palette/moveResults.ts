import { message, type Message } from '../../locale'

export const moveResults: Message = /* @__PURE__ */ message('palette', 'moveResults', `Move through the palette’s results`)
