import { message, type Message } from '../../locale'

export const statusPosted: Message = /* @__PURE__ */ message('money', 'statusPosted', `Posted`)
