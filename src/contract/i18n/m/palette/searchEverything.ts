import { message, type Message } from '../../locale'

export const searchEverything: Message = /* @__PURE__ */ message('palette', 'searchEverything', `Search screens, actions and records`)
