import { message, type Message } from '../../locale'

export const stillProcessing: Message = /* @__PURE__ */ message('server', 'stillProcessing', `This request is still being processed. Please try again in a moment.`)
