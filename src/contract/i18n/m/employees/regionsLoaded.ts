import { message, type Message } from '../../locale'

export const regionsLoaded: Message = /* @__PURE__ */ message('employees', 'regionsLoaded', `Regions loaded`)
