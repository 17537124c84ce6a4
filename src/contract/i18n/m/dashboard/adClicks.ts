import { message, type Message } from '../../locale'

export const adClicks: Message = /* @__PURE__ */ message('dashboard', 'adClicks', `Ad clicks`)
