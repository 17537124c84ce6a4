import { message, type Message } from '../../locale'

export const manageCityRegions: Message = /* @__PURE__ */ message('palette', 'manageCityRegions', `Manage city regions`)
