import { message, type Message } from '../../locale'

export const columnScreens: Message = /* @__PURE__ */ message('roles', 'columnScreens', `Screens`)
