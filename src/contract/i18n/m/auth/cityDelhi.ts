import { message, type Message } from '../../locale'

export const cityDelhi: Message = /* @__PURE__ */ message('auth', 'cityDelhi', `Delhi`)
