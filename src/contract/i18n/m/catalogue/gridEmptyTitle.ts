import { message, type Message } from '../../locale'

export const gridEmptyTitle: Message = /* @__PURE__ */ message('catalogue', 'gridEmptyTitle', `No variants match this filter`)
