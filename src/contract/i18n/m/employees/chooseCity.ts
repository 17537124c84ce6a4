import { message, type Message } from '../../locale'

export const chooseCity: Message = /* @__PURE__ */ message('employees', 'chooseCity', `Please choose a city`)
