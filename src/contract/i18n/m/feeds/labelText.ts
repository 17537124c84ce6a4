import { message, type Message } from '../../locale'

export const labelText: Message = /* @__PURE__ */ message('feeds', 'labelText', `Text`)
