import { message, type Message } from '../../locale'

export const chooseCategory: Message = /* @__PURE__ */ message('catalogue', 'chooseCategory', `Please choose a category`)
