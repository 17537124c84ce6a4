import { message, type Message } from '../../locale'

export const chooseWhatToRecord: Message = /* @__PURE__ */ message('money', 'chooseWhatToRecord', `Please choose what to record`)
