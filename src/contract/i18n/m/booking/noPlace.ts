import { message, type Message } from '../../locale'

export const noPlace: Message = /* @__PURE__ */ message('booking', 'noPlace', `No known place matches; type its coordinates below.`)
