import { message, type Message } from '../../locale'

export const devicesTitle: Message = /* @__PURE__ */ message('account', 'devicesTitle', `Where you are signed in`)
