import { message, type Message } from '../../locale'

export const chooseStartDate: Message = /* @__PURE__ */ message('ads', 'chooseStartDate', `Please choose a start date`)
