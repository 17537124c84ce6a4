import { message, type Message } from '../../locale'

export const kindOpening: Message = /* @__PURE__ */ message('money', 'kindOpening', `Opening balance`)
