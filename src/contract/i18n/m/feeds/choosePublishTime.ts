import { message, type Message } from '../../locale'

export const choosePublishTime: Message = /* @__PURE__ */ message('feeds', 'choosePublishTime', `Please choose a publish time`)
