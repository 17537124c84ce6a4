import { message, type Message } from '../../locale'

export const saveView: Message = /* @__PURE__ */ message('kit', 'saveView', `Save view`)
