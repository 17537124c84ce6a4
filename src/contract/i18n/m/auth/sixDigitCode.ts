import { message, type Message } from '../../locale'

export const sixDigitCode: Message = /* @__PURE__ */ message('auth', 'sixDigitCode', `6-digit code`)
