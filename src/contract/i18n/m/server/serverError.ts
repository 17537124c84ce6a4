import { message, type Message } from '../../locale'

export const serverError: Message = /* @__PURE__ */ message('server', 'serverError', `Something went wrong on our side. Please try again.`)
