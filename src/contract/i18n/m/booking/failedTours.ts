import { message, type Message } from '../../locale'

export const failedTours: Message = /* @__PURE__ */ message('booking', 'failedTours', `Failed to fetch tours`)
