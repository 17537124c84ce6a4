import { message, type Message } from '../../locale'

export const ads: Message = /* @__PURE__ */ message('dashboard', 'ads', `Ads`)
