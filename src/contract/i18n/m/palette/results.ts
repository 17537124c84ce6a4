import { message, type Message } from '../../locale'

export const results: Message = /* @__PURE__ */ message('palette', 'results', `Results`)
