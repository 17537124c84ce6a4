import { message, type Message } from '../../locale'

export const updateAvailable: Message = /* @__PURE__ */ message('kit', 'updateAvailable', `Update available`)
