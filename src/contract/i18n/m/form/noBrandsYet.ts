import { message, type Message } from '../../locale'

export const noBrandsYet: Message = /* @__PURE__ */ message('form', 'noBrandsYet', `No brands yet: add your first brand`)
