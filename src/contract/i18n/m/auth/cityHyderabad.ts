import { message, type Message } from '../../locale'

export const cityHyderabad: Message = /* @__PURE__ */ message('auth', 'cityHyderabad', `Hyderabad`)
