import { message, type Message } from '../../locale'

export const screens: Message = /* @__PURE__ */ message('palette', 'screens', `Screens`)
