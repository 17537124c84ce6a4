import { message, type Message } from '../../locale'

export const chooseAnotherFile: Message = /* @__PURE__ */ message('kit', 'chooseAnotherFile', `Choose another file`)
