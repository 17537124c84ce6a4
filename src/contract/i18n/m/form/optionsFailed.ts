import { message, type Message } from '../../locale'

export const optionsFailed: Message = /* @__PURE__ */ message('form', 'optionsFailed', `The options could not be loaded. Check your connection and reopen the form.`)
