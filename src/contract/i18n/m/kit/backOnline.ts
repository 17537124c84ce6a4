import { message, type Message } from '../../locale'

export const backOnline: Message = /* @__PURE__ */ message('kit', 'backOnline', `You are back online 🎉`)
