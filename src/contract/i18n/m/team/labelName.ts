import { message, type Message } from '../../locale'

export const labelName: Message = /* @__PURE__ */ message('team', 'labelName', `Name`)
