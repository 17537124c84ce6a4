import { message, type Message } from '../../locale'

export const chooseType: Message = /* @__PURE__ */ message('feeds', 'chooseType', `Please choose a type`)
