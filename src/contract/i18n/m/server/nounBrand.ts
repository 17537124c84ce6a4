import { message, type Message } from '../../locale'

export const nounBrand: Message = /* @__PURE__ */ message('server', 'nounBrand', `brand`)
