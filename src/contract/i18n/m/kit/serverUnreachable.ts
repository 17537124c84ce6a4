import { message, type Message } from '../../locale'

export const serverUnreachable: Message = /* @__PURE__ */ message('kit', 'serverUnreachable', `Unable to connect to the server. Please try again later.`)
