import { message, type Message } from '../../locale'

export const screens: Message = /* @__PURE__ */ message('roles', 'screens', `Screens`)
