import { message, type Message } from '../../locale'

export const labelLastSeen: Message = /* @__PURE__ */ message('employees', 'labelLastSeen', `Last seen`)
