import { message, type Message } from '../../locale'

export const enterName: Message = /* @__PURE__ */ message('roles', 'enterName', `Enter a name`)
