import { message, type Message } from '../../locale'

export const toursLoaded: Message = /* @__PURE__ */ message('server', 'toursLoaded', `Tours loaded`)
