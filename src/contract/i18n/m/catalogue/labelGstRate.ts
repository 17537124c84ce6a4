import { message, type Message } from '../../locale'

export const labelGstRate: Message = /* @__PURE__ */ message('catalogue', 'labelGstRate', `GST rate`)
