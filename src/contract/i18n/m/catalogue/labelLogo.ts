import { message, type Message } from '../../locale'

export const labelLogo: Message = /* @__PURE__ */ message('catalogue', 'labelLogo', `Logo`)
