import { message, type Message } from '../../locale'

export const labelTitle: Message = /* @__PURE__ */ message('feeds', 'labelTitle', `Title`)
