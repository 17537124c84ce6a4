import { message, type Message } from '../../locale'

export const choosePosting: Message = /* @__PURE__ */ message('money', 'choosePosting', `Please choose the posting to reverse`)
