import { message, type Message } from '../../locale'

export const viewList: Message = /* @__PURE__ */ message('server', 'viewList', `Please choose a list`)
