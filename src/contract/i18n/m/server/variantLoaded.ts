import { message, type Message } from '../../locale'

export const variantLoaded: Message = /* @__PURE__ */ message('server', 'variantLoaded', `Product variant loaded`)
