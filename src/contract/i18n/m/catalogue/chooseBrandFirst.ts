import { message, type Message } from '../../locale'

export const chooseBrandFirst: Message = /* @__PURE__ */ message('catalogue', 'chooseBrandFirst', `Choose a brand first`)
