import { message, type Message } from '../../locale'

export const labelAdded: Message = /* @__PURE__ */ message('team', 'labelAdded', `Added`)
