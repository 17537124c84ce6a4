import { message, type Message } from '../../locale'

export const optionsFailed: Message = /* @__PURE__ */ message('kit', 'optionsFailed', `The options failed to load`)
