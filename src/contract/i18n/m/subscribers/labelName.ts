import { message, type Message } from '../../locale'

export const labelName: Message = /* @__PURE__ */ message('subscribers', 'labelName', `Name`)
