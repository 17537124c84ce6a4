import { message, type Message } from '../../locale'

export const chooseGstRate: Message = /* @__PURE__ */ message('catalogue', 'chooseGstRate', `Please choose a GST rate`)
