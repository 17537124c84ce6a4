import { message, type Message } from '../../locale'

export const deviceNone: Message = /* @__PURE__ */ message('kit', 'deviceNone', `Not signed in anywhere.`)
