import { message, type Message } from '../../locale'

export const labelRegions: Message = /* @__PURE__ */ message('employees', 'labelRegions', `Regions`)
