import { message, type Message } from '../../locale'

export const placementSearch: Message = /* @__PURE__ */ message('ads', 'placementSearch', `Search`)
