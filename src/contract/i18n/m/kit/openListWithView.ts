import { message, type Message } from '../../locale'

export const openListWithView: Message = /* @__PURE__ */ message('kit', 'openListWithView', `Open this list with it`)
