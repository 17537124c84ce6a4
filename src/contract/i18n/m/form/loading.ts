import { message, type Message } from '../../locale'

export const loading: Message = /* @__PURE__ */ message('form', 'loading', `Loading...`)
