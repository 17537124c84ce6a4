import { message, type Message } from '../../locale'

export const tileVariantsAdded: Message = /* @__PURE__ */ message('catalogue', 'tileVariantsAdded', `Variants added`)
