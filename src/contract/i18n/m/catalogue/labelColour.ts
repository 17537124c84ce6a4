import { message, type Message } from '../../locale'

export const labelColour: Message = /* @__PURE__ */ message('catalogue', 'labelColour', `Colour`)
