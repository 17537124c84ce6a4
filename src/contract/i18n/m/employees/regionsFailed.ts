import { message, type Message } from '../../locale'

export const regionsFailed: Message = /* @__PURE__ */ message('employees', 'regionsFailed', `The regions could not be loaded. Check your connection and reopen the form.`)
