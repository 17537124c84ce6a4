import { message, type Message } from '../../locale'

export const labelLastName: Message = /* @__PURE__ */ message('team', 'labelLastName', `Last name`)
