import { message, type Message } from '../../locale'

export const referenceInUse: Message = /* @__PURE__ */ message('money', 'referenceInUse', `This reference is already in use.`)
