import { message, type Message } from '../../locale'

export const objectiveEngagement: Message = /* @__PURE__ */ message('ads', 'objectiveEngagement', `Engagement`)
