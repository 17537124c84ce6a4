import { message, type Message } from '../../locale'

export const showToReorder: Message = /* @__PURE__ */ message('catalogue', 'showToReorder', `Show what to reorder`)
