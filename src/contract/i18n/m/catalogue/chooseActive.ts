import { message, type Message } from '../../locale'

export const chooseActive: Message = /* @__PURE__ */ message('catalogue', 'chooseActive', `Please choose active or inactive`)
