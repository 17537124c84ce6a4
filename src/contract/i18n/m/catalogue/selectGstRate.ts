import { message, type Message } from '../../locale'

export const selectGstRate: Message = /* @__PURE__ */ message('catalogue', 'selectGstRate', `Select GST rate`)
