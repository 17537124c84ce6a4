import { message, type Message } from '../../locale'

export const activeTemplatesHint: Message = /* @__PURE__ */ message('catalogue', 'activeTemplatesHint', `Active templates of the chosen brand`)
