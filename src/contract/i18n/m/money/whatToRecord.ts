import { message, type Message } from '../../locale'

export const whatToRecord: Message = /* @__PURE__ */ message('money', 'whatToRecord', `What to record`)
