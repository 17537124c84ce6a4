import { message, type Message } from '../../locale'

export const placementVideo: Message = /* @__PURE__ */ message('ads', 'placementVideo', `Video`)
