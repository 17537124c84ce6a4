import { message, type Message } from '../../locale'

export const adsLoaded: Message = /* @__PURE__ */ message('server', 'adsLoaded', `Ads loaded`)
