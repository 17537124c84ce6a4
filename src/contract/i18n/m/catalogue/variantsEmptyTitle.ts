import { message, type Message } from '../../locale'

export const variantsEmptyTitle: Message = /* @__PURE__ */ message('catalogue', 'variantsEmptyTitle', `No product variants yet`)
