import { message, type Message } from '../../locale'

export const objectiveLeads: Message = /* @__PURE__ */ message('ads', 'objectiveLeads', `Leads`)
