import { message, type Message } from '../../locale'

export const actionAdjusted: Message = /* @__PURE__ */ message('history', 'actionAdjusted', `Adjusted`)
