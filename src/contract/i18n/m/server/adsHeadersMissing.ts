import { message, type Message } from '../../locale'

export const adsHeadersMissing: Message = /* @__PURE__ */ message('server', 'adsHeadersMissing', `The service name and API token headers are required.`)
