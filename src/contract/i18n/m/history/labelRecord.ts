import { message, type Message } from '../../locale'

export const labelRecord: Message = /* @__PURE__ */ message('history', 'labelRecord', `Record`)
