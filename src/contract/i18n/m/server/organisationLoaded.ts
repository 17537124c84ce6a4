import { message, type Message } from '../../locale'

export const organisationLoaded: Message = /* @__PURE__ */ message('server', 'organisationLoaded', `Organisation loaded`)
