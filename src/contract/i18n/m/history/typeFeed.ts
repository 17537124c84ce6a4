import { message, type Message } from '../../locale'

export const typeFeed: Message = /* @__PURE__ */ message('history', 'typeFeed', `Feed`)
