import { message, type Message } from '../../locale'

export const labelType: Message = /* @__PURE__ */ message('feeds', 'labelType', `Type`)
