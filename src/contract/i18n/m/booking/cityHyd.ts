import { message, type Message } from '../../locale'

export const cityHyd: Message = /* @__PURE__ */ message('booking', 'cityHyd', `Hyderabad`)
