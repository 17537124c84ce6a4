import { message, type Message } from '../../locale'

export const openAndMine: Message = /* @__PURE__ */ message('complaints', 'openAndMine', `Open and mine`)
