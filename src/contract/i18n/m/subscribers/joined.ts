import { message, type Message } from '../../locale'

export const joined: Message = /* @__PURE__ */ message('subscribers', 'joined', `Joined`)
