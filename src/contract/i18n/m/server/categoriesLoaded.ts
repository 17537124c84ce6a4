import { message, type Message } from '../../locale'

export const categoriesLoaded: Message = /* @__PURE__ */ message('server', 'categoriesLoaded', `Categories loaded`)
