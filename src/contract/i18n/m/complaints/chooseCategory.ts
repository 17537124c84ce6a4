import { message, type Message } from '../../locale'

export const chooseCategory: Message = /* @__PURE__ */ message('complaints', 'chooseCategory', `Please choose a category`)
