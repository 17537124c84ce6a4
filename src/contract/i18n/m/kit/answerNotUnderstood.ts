import { message, type Message } from '../../locale'

export const answerNotUnderstood: Message = /* @__PURE__ */ message('kit', 'answerNotUnderstood', `The server sent an answer this app does not understand.`)
