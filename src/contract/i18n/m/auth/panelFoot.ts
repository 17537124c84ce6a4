import { message, type Message } from '../../locale'

export const panelFoot: Message = /* @__PURE__ */ message('auth', 'panelFoot', `Promo codes, catalogue, inventory, subscribers, complaints, financials and bookings in one place.`)
