import { message, type Message } from '../../locale'

export const roleAboveOwn: Message = /* @__PURE__ */ message('roles', 'roleAboveOwn', `You cannot give a role more than you have yourself.`)
