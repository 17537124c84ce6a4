import { message, type Message } from '../../locale'

export const importAnotherFile: Message = /* @__PURE__ */ message('kit', 'importAnotherFile', `Import another file`)
