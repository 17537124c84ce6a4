import { message, type Message } from '../../locale'

export const thisDevice: Message = /* @__PURE__ */ message('team', 'thisDevice', `This device`)
