import { message, type Message } from '../../locale'

export const theBookingOf: Message<{ name: string | number }> = /* @__PURE__ */ message('booking', 'theBookingOf', (i: { name: string | number }) => {
	return (`the booking of ${i?.name}`)
})
