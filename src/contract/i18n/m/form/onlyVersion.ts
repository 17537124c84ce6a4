import { message, type Message } from '../../locale'

export const onlyVersion: Message = /* @__PURE__ */ message('form', 'onlyVersion', `None of the fields in this form changed; only its version did.`)
