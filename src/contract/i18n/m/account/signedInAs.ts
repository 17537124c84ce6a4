import { message, type Message } from '../../locale'

export const signedInAs: Message = /* @__PURE__ */ message('account', 'signedInAs', `Signed in as`)
