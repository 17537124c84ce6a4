import { message, type Message } from '../../locale'

export const backToBrands: Message = /* @__PURE__ */ message('catalogue', 'backToBrands', `Back to brands`)
