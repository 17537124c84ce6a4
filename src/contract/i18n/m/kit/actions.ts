import { message, type Message } from '../../locale'

export const actions: Message = /* @__PURE__ */ message('kit', 'actions', `Actions`)
