import { message, type Message } from '../../locale'

export const notImported: Message = /* @__PURE__ */ message('kit', 'notImported', `Not imported.`)
