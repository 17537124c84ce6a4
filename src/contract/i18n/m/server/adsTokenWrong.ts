import { message, type Message } from '../../locale'

export const adsTokenWrong: Message = /* @__PURE__ */ message('server', 'adsTokenWrong', `The service name or API token is wrong.`)
