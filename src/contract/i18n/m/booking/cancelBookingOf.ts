import { message, type Message } from '../../locale'

export const cancelBookingOf: Message<{ name: string | number }> = /* @__PURE__ */ message('booking', 'cancelBookingOf', (i: { name: string | number }) => {
	return (`Cancel the booking of ${i?.name}`)
})
