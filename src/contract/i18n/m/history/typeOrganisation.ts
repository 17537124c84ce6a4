import { message, type Message } from '../../locale'

export const typeOrganisation: Message = /* @__PURE__ */ message('history', 'typeOrganisation', `Organisation`)
