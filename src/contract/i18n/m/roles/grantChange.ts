import { message, type Message } from '../../locale'

export const grantChange: Message = /* @__PURE__ */ message('roles', 'grantChange', `View and change`)
