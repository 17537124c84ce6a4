import { message, type Message } from '../../locale'

export const publishingSectionText: Message = /* @__PURE__ */ message('feeds', 'publishingSectionText', `A post shows from its publish time while it is published.`)
