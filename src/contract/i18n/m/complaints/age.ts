import { message, type Message } from '../../locale'

export const age: Message = /* @__PURE__ */ message('complaints', 'age', `Age`)
