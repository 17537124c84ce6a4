import { message, type Message } from '../../locale'

export const screenNotOpen: Message = /* @__PURE__ */ message('kit', 'screenNotOpen', `This screen could not open`)
