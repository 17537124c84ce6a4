import { message, type Message } from '../../locale'

export const next: Message = /* @__PURE__ */ message('kit', 'next', `Next`)
