import { message, type Message } from '../../locale'

export const enterLastName: Message = /* @__PURE__ */ message('auth', 'enterLastName', `Please enter last name`)
