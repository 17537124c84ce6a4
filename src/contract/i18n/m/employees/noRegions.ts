import { message, type Message } from '../../locale'

export const noRegions: Message = /* @__PURE__ */ message('employees', 'noRegions', `No regions`)
