import { message, type Message } from '../../locale'

export const loading: Message = /* @__PURE__ */ message('kit', 'loading', `Loading…`)
