import { message, type Message } from '../../locale'

export const editBrandText: Message = /* @__PURE__ */ message('catalogue', 'editBrandText', `Change the name, logo or status of a brand.`)
