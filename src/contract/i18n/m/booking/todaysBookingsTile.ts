import { message, type Message } from '../../locale'

export const todaysBookingsTile: Message<{ status: string | number }> = /* @__PURE__ */ message('booking', 'todaysBookingsTile', (i: { status: string | number }) => {
	return (`Today's bookings: ${i?.status}`)
})
