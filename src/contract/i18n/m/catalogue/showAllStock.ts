import { message, type Message } from '../../locale'

export const showAllStock: Message = /* @__PURE__ */ message('catalogue', 'showAllStock', `Show all stock`)
