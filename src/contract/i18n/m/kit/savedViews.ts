import { message, type Message } from '../../locale'

export const savedViews: Message = /* @__PURE__ */ message('kit', 'savedViews', `Saved views`)
