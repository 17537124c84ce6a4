import { message, type Message } from '../../locale'

export const editBrand: Message = /* @__PURE__ */ message('catalogue', 'editBrand', `Edit brand`)
