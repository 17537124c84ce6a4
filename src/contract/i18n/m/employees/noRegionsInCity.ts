import { message, type Message } from '../../locale'

export const noRegionsInCity: Message = /* @__PURE__ */ message('employees', 'noRegionsInCity', `This city has no regions.`)
