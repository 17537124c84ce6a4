import { message, type Message } from '../../locale'

export const stepVariantsTitle: Message = /* @__PURE__ */ message('kit', 'stepVariantsTitle', `Add its sizes and colours`)
