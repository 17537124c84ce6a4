import { message, type Message } from '../../locale'

export const variantsTitle: Message = /* @__PURE__ */ message('catalogue', 'variantsTitle', `Product variants`)
