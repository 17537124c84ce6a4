import { message, type Message } from '../../locale'

export const statusFailed: Message = /* @__PURE__ */ message('feeds', 'statusFailed', `Could not change the status`)
