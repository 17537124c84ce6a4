import { message, type Message } from '../../locale'

export const memberNotFound: Message = /* @__PURE__ */ message('team', 'memberNotFound', `Member not found.`)
