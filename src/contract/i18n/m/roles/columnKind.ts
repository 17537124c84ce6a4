import { message, type Message } from '../../locale'

export const columnKind: Message = /* @__PURE__ */ message('roles', 'columnKind', `Kind`)
