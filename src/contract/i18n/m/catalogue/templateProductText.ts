import { message, type Message } from '../../locale'

export const templateProductText: Message = /* @__PURE__ */ message('catalogue', 'templateProductText', `What the product is and where it belongs.`)
