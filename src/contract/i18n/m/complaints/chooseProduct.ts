import { message, type Message } from '../../locale'

export const chooseProduct: Message = /* @__PURE__ */ message('complaints', 'chooseProduct', `Please choose a product`)
