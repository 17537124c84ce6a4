import { message, type Message } from '../../locale'

export const brandsFailed: Message = /* @__PURE__ */ message('catalogue', 'brandsFailed', `Failed to fetch brands`)
