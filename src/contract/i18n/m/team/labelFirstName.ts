import { message, type Message } from '../../locale'

export const labelFirstName: Message = /* @__PURE__ */ message('team', 'labelFirstName', `First name`)
