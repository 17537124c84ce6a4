import { message, type Message } from '../../locale'

export const choosePlacement: Message = /* @__PURE__ */ message('ads', 'choosePlacement', `Please choose a placement`)
