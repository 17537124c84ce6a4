import { message, type Message } from '../../locale'

export const chooseCityFirst: Message = /* @__PURE__ */ message('employees', 'chooseCityFirst', `Choose a city first`)
