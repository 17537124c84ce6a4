import { message, type Message } from '../../locale'

export const chooseEndDate: Message = /* @__PURE__ */ message('ads', 'chooseEndDate', `Please choose an end date`)
