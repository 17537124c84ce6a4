import { message, type Message } from '../../locale'

export const planPlus: Message = /* @__PURE__ */ message('subscribers', 'planPlus', `Plus`)
