import { message, type Message } from '../../locale'

export const staleText: Message = /* @__PURE__ */ message('form', 'staleText', `Load the latest version to save over it: fields you changed keep what you typed, the others take the latest values.`)
