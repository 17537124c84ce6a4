import { message, type Message } from '../../locale'

export const allOptionsFailed: Message = /* @__PURE__ */ message('kit', 'allOptionsFailed', `All (options failed to load)`)
