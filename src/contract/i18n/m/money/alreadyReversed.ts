import { message, type Message } from '../../locale'

export const alreadyReversed: Message = /* @__PURE__ */ message('money', 'alreadyReversed', `This posting has already been reversed.`)
