import { message, type Message } from '../../locale'

export const matchColumnsStep: Message = /* @__PURE__ */ message('kit', 'matchColumnsStep', `2. Match the columns`)
