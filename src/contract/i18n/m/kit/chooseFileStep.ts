import { message, type Message } from '../../locale'

export const chooseFileStep: Message = /* @__PURE__ */ message('kit', 'chooseFileStep', `1. Choose a file`)
