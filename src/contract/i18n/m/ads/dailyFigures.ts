import { message, type Message } from '../../locale'

export const dailyFigures: Message = /* @__PURE__ */ message('ads', 'dailyFigures', `Daily impressions, clicks and spend.`)
