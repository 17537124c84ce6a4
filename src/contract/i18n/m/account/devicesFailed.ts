import { message, type Message } from '../../locale'

export const devicesFailed: Message = /* @__PURE__ */ message('account', 'devicesFailed', `Could not load your devices.`)
