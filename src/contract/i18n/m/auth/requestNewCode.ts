import { message, type Message } from '../../locale'

export const requestNewCode: Message = /* @__PURE__ */ message('auth', 'requestNewCode', `Request a new code`)
