import { message, type Message } from '../../locale'

export const verbAdjusted: Message = /* @__PURE__ */ message('history', 'verbAdjusted', `adjusted`)
