import { message, type Message } from '../../locale'

export const walletTooLow: Message<{ balance: string | number; fare: string | number }> = /* @__PURE__ */ message('booking', 'walletTooLow', (i: { balance: string | number; fare: string | number }) => {
	return (`The organisation wallet holds ${i?.balance}, less than this ride's fare of ${i?.fare}. Top it up under Financials › Wallet, then book again.`)
})
