import { message, type Message } from '../../locale'

export const chooseDoneOrFailed: Message = /* @__PURE__ */ message('booking', 'chooseDoneOrFailed', `Please choose done or failed`)
