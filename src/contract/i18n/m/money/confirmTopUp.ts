import { message, type Message } from '../../locale'

export const confirmTopUp: Message<{ wallet: string | number; amount: string | number }> = /* @__PURE__ */ message('money', 'confirmTopUp', (i: { wallet: string | number; amount: string | number }) => {
	return (`Top up ${i?.wallet}: ${i?.amount}.`)
})
