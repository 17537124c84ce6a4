import { message, type Message } from '../../locale'

export const notYourself: Message = /* @__PURE__ */ message('team', 'notYourself', `You cannot do this to your own account.`)
