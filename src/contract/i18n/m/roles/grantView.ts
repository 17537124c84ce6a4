import { message, type Message } from '../../locale'

export const grantView: Message = /* @__PURE__ */ message('roles', 'grantView', `View`)
