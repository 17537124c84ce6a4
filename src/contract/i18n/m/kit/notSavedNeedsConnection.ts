import { message, type Message } from '../../locale'

export const notSavedNeedsConnection: Message = /* @__PURE__ */ message('kit', 'notSavedNeedsConnection', `Not saved for offline: saving needs a connection`)
