import { message, type Message } from '../../locale'

export const enterName: Message = /* @__PURE__ */ message('employees', 'enterName', `Please enter the name`)
