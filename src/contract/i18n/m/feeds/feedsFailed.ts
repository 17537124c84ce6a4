import { message, type Message } from '../../locale'

export const feedsFailed: Message = /* @__PURE__ */ message('feeds', 'feedsFailed', `Failed to fetch feeds`)
