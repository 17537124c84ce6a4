import { message, type Message } from '../../locale'

export const choosePublished: Message = /* @__PURE__ */ message('feeds', 'choosePublished', `Please choose published or unpublished`)
