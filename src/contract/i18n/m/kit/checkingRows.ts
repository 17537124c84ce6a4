import { message, type Message } from '../../locale'

export const checkingRows: Message = /* @__PURE__ */ message('kit', 'checkingRows', `Checking rows`)
