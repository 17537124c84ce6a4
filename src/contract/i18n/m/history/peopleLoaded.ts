import { message, type Message } from '../../locale'

export const peopleLoaded: Message = /* @__PURE__ */ message('history', 'peopleLoaded', `People loaded`)
