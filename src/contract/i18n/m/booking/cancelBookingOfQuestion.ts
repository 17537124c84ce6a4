import { message, type Message } from '../../locale'

export const cancelBookingOfQuestion: Message<{ name: string | number }> = /* @__PURE__ */ message('booking', 'cancelBookingOfQuestion', (i: { name: string | number }) => {
	return (`Cancel the booking of ${i?.name}?`)
})
