import { message, type Message } from '../../locale'

export const saveForOffline: Message = /* @__PURE__ */ message('kit', 'saveForOffline', `Save for offline`)
