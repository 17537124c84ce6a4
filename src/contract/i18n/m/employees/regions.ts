import { message, type Message } from '../../locale'

export const regions: Message = /* @__PURE__ */ message('employees', 'regions', `Regions`)
