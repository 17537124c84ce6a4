import { message, type Message } from '../../locale'

export const permissionsLoaded: Message = /* @__PURE__ */ message('server', 'permissionsLoaded', `Permissions loaded`)
