import { message, type Message } from '../../locale'

export const labelKind: Message = /* @__PURE__ */ message('money', 'labelKind', `Kind`)
