import { message, type Message } from '../../locale'

export const colourMax: Message = /* @__PURE__ */ message('catalogue', 'colourMax', `Colour must be at most 30 characters`)
