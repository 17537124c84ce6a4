import { message, type Message } from '../../locale'

export const brandsLoaded: Message = /* @__PURE__ */ message('server', 'brandsLoaded', `Brands loaded`)
