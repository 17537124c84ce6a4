import { message, type Message } from '../../locale'

export const templatesFailed: Message = /* @__PURE__ */ message('catalogue', 'templatesFailed', `Failed to fetch product templates`)
