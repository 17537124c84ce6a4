import { message, type Message } from '../../locale'

export const placementStories: Message = /* @__PURE__ */ message('ads', 'placementStories', `Stories`)
