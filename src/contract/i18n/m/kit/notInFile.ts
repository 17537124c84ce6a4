import { message, type Message } from '../../locale'

export const notInFile: Message = /* @__PURE__ */ message('kit', 'notInFile', `Not in the file`)
