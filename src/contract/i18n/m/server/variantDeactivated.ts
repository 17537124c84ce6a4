import { message, type Message } from '../../locale'

export const variantDeactivated: Message = /* @__PURE__ */ message('server', 'variantDeactivated', `Product variant deactivated`)
