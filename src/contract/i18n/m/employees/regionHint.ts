import { message, type Message } from '../../locale'

export const regionHint: Message = /* @__PURE__ */ message('employees', 'regionHint', `The number beside a region is how many active employees cover it now`)
