import { message, type Message } from '../../locale'

export const raceMessage: Message = /* @__PURE__ */ message('complaints', 'raceMessage', `Another complaint was saved at the same moment. Please try again.`)
