import { message, type Message } from '../../locale'

export const saveCarType: Message = /* @__PURE__ */ message('booking', 'saveCarType', `Save car type`)
