import { message, type Message } from '../../locale'

export const verbCancelled: Message = /* @__PURE__ */ message('history', 'verbCancelled', `cancelled`)
