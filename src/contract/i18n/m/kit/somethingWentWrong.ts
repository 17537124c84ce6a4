import { message, type Message } from '../../locale'

export const somethingWentWrong: Message = /* @__PURE__ */ message('kit', 'somethingWentWrong', `Something went wrong`)
