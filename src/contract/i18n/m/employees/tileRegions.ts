import { message, type Message } from '../../locale'

export const tileRegions: Message = /* @__PURE__ */ message('employees', 'tileRegions', `Regions covered`)
