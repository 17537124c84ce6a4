import { message, type Message } from '../../locale'

export const chooseBrand: Message = /* @__PURE__ */ message('catalogue', 'chooseBrand', `Please choose a brand`)
