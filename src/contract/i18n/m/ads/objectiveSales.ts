import { message, type Message } from '../../locale'

export const objectiveSales: Message = /* @__PURE__ */ message('ads', 'objectiveSales', `Sales`)
