import { message, type Message } from '../../locale'

export const nounBrands: Message = /* @__PURE__ */ message('server', 'nounBrands', `brands`)
