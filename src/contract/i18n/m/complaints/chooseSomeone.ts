import { message, type Message } from '../../locale'

export const chooseSomeone: Message = /* @__PURE__ */ message('complaints', 'chooseSomeone', `Please choose someone`)
