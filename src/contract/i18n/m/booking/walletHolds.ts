import { message, type Message } from '../../locale'

export const walletHolds: Message<{ amount: string | number }> = /* @__PURE__ */ message('booking', 'walletHolds', (i: { amount: string | number }) => {
	return (`Rides are paid from it when they are booked, and it holds ${i?.amount}, less than a ride's fare.`)
})
