import { message, type Message } from '../../locale'

export const typeTour: Message = /* @__PURE__ */ message('palette', 'typeTour', `Tour`)
