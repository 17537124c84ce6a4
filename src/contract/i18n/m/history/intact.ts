import { message, type Message } from '../../locale'

export const intact: Message = /* @__PURE__ */ message('history', 'intact', `The history is intact.`)
