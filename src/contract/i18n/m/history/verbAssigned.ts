import { message, type Message } from '../../locale'

export const verbAssigned: Message = /* @__PURE__ */ message('history', 'verbAssigned', `assigned`)
