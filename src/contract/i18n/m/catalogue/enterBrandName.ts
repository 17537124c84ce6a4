import { message, type Message } from '../../locale'

export const enterBrandName: Message = /* @__PURE__ */ message('catalogue', 'enterBrandName', `Please enter a brand name`)
