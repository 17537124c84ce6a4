import { message, type Message } from '../../locale'

export const offlineSavingNeedsConnection: Message = /* @__PURE__ */ message('kit', 'offlineSavingNeedsConnection', `You are offline: saving needs a connection`)
