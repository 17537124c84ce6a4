import { message, type Message } from '../../locale'

export const countsFailed: Message = /* @__PURE__ */ message('dashboard', 'countsFailed', `Failed to fetch dashboard counts`)
