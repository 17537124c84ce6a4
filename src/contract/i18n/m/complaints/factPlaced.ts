import { message, type Message } from '../../locale'

export const factPlaced: Message = /* @__PURE__ */ message('complaints', 'factPlaced', `Placed`)
