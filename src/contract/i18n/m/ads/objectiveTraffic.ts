import { message, type Message } from '../../locale'

export const objectiveTraffic: Message = /* @__PURE__ */ message('ads', 'objectiveTraffic', `Traffic`)
