import { message, type Message } from '../../locale'

export const changingStatus: Message = /* @__PURE__ */ message('complaints', 'changingStatus', `Changing the status of`)
