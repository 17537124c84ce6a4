import { message, type Message } from '../../locale'

export const newBrand: Message = /* @__PURE__ */ message('palette', 'newBrand', `New brand`)
