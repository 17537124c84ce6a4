import { message, type Message } from '../../locale'

export const variantsLoaded: Message = /* @__PURE__ */ message('server', 'variantsLoaded', `Product variants loaded`)
