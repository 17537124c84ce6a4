import { message, type Message } from '../../locale'

export const selectCityError: Message = /* @__PURE__ */ message('auth', 'selectCityError', `Please select a city`)
