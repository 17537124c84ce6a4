import { message, type Message } from '../../locale'

export const noToursText: Message = /* @__PURE__ */ message('booking', 'noToursText', `Delivery tours planned for your organisation show here.`)
