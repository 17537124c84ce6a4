import { message, type Message } from '../../locale'

export const variantProductText: Message = /* @__PURE__ */ message('catalogue', 'variantProductText', `The product template this variant belongs to.`)
