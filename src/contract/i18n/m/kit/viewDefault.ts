import { message, type Message } from '../../locale'

export const viewDefault: Message = /* @__PURE__ */ message('kit', 'viewDefault', `Default`)
