import { message, type Message } from '../../locale'

export const stepProductText: Message = /* @__PURE__ */ message('kit', 'stepProductText', `A product template: name, category, tax and photos.`)
