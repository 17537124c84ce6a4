import { message, type Message } from '../../locale'

export const cannotRestore: Message = /* @__PURE__ */ message('booking', 'cannotRestore', `A cancelled booking cannot be restored.`)
