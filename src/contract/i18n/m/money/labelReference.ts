import { message, type Message } from '../../locale'

export const labelReference: Message = /* @__PURE__ */ message('money', 'labelReference', `Reference`)
