import { message, type Message } from '../../locale'

export const listDescription: Message = /* @__PURE__ */ message('subscribers', 'listDescription', `Everyone on a plan, in Hyderabad and Delhi. Open one to see their complaints.`)
