import { message, type Message } from '../../locale'

export const amountOff: Message<{ amount: string | number }> = /* @__PURE__ */ message('promo-codes', 'amountOff', (i: { amount: string | number }) => {
	return (`${i?.amount} off`)
})
