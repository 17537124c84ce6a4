import { message, type Message } from '../../locale'

export const rememberedIt: Message = /* @__PURE__ */ message('auth', 'rememberedIt', `Remembered it?`)
